// Demo-balance limits and the refusal of a new request (design doc, "Demo balance").
// Weeks start on Sunday 00:00 and days at midnight, both in Brazil's time (UTC−3).
import { getDemoBalanceLimitsLimits } from '@/api/generated/zod/contract-limits';
import { createDemoBalanceRequestBodyAmountMin as MIN_DEMO_AMOUNT } from '@/api/generated/zod/demo-balance/demo-balance.zod';
import { brazilStartOfDay, lastSundayStart, nextBrazilMidnight, nextSundayStart } from './brazil-time';
import { truncate2 } from './payout';

export interface DemoRequestLike {
  ID?: number;
  Amount: number;
  Status: string;
  CreatedAt: string;
  CancelledAt?: string | null;
}
export interface DemoLimitSettings {
  dailyRequestLimit?: number;
  weeklyMaximumAmount?: number;
}
export interface DemoBalanceLimits {
  todayRequestsCount: number;
  dailyRequestLimit: number;
  weekApprovedAmount: number;
  weeklyMaximumAmount: number;
  requestAmountAvailable: number;
  dailyRequestsAvailable: number;
  weekBlock: boolean;
  canRequestAt: string | null;
}
export type DemoRefusal = 400 | 406 | 409 | 429;

/** Integer cents keep sums of many amounts exact. */
const cents = (n: number) => Math.round(n * 100);

/**
 * A request the partner cancelled is gone for everyone (lists, amounts, the "in progress" check)
 * except the daily count: were its slot given back, cancel-and-request-again would make the
 * daily limit unreachable (spec §8, §9; issue 14, item 6).
 */
export const isCancelled = (r: DemoRequestLike): boolean => r.CancelledAt != null;

/**
 * `requests` are the partner's own, cancelled ones included; a request belongs to the day and
 * week it was created in.
 */
export function demoLimits(requests: readonly DemoRequestLike[], settings: DemoLimitSettings, now: Date): DemoBalanceLimits {
  const dailyRequestLimit = settings.dailyRequestLimit ?? getDemoBalanceLimitsLimits.defaultDailyRequestLimit;
  const weeklyMaximumAmount = settings.weeklyMaximumAmount ?? getDemoBalanceLimitsLimits.defaultWeeklyMaximumAmount;
  const dayStart = brazilStartOfDay(now).getTime();
  const weekStart = lastSundayStart(now).getTime();
  let today = 0;
  let approved = 0;
  let pending = 0;
  for (const r of requests) {
    const created = Date.parse(r.CreatedAt);
    if (created > now.getTime()) continue;
    if (created >= dayStart) today += 1;
    if (isCancelled(r)) continue;
    if (r.Status === 'approved' && created >= weekStart) approved += cents(r.Amount);
    if (r.Status === 'pending') pending += cents(r.Amount);
  }
  const requestAmountAvailable = truncate2(Math.max(0, cents(weeklyMaximumAmount) - approved - pending) / 100);
  const dailyRequestsAvailable = Math.max(0, dailyRequestLimit - today);
  const weekBlock = requestAmountAvailable < MIN_DEMO_AMOUNT;
  const canRequestAt = weekBlock ? nextSundayStart(now) : dailyRequestsAvailable === 0 ? nextBrazilMidnight(now) : null;
  return {
    todayRequestsCount: today,
    dailyRequestLimit,
    weekApprovedAmount: approved / 100,
    weeklyMaximumAmount,
    requestAmountAvailable,
    dailyRequestsAvailable,
    weekBlock,
    canRequestAt: canRequestAt?.toISOString() ?? null,
  };
}

function isValidAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount >= MIN_DEMO_AMOUNT && Math.abs(amount * 100 - cents(amount)) < 1e-6;
}

/**
 * The status a new (or edited) request is refused with, in the design doc's order: 400 bad amount,
 * 409 a request is already pending, 429 today's requests used, 406 more than the week allows.
 * When `editing` is given, that pending request neither blocks itself nor counts against the amount.
 */
export function demoRequestRefusal(
  limits: DemoBalanceLimits,
  requests: readonly DemoRequestLike[],
  amount: number,
  editing?: { ID: number; Amount: number },
): DemoRefusal | null {
  if (!isValidAmount(amount)) return 400;
  if (requests.some((r) => r.Status === 'pending' && !isCancelled(r) && (editing === undefined || r.ID !== editing.ID))) return 409;
  if (!editing && limits.todayRequestsCount >= limits.dailyRequestLimit) return 429;
  const available = cents(limits.requestAmountAvailable) + (editing ? cents(editing.Amount) : 0);
  if (cents(amount) > available) return 406;
  return null;
}
