// Payout request rules (design doc, "Payout request"): the window, the amount and the ordered
// checks whose first failure answers with a PayoutErrorCode. Pure: callers pass plain data. The
// minimum amount, QFTD and FTD, the windows and the qualification start are requestPayout's
// x-limits in the contract.
import { requestPayoutLimits } from '@/api/generated/zod/contract-limits';
import { brazilDate, brazilDayOfMonth, brazilMidnight, brazilParts } from './brazil-time';

const { minimumAmount, minimumQftd, minimumFtd, windows } = requestPayoutLimits;
/** Qualification counts from here when the partner never had a Completed payment (also the first day of statistics). */
export const QUALIFICATION_START: string = requestPayoutLimits.qualificationStart;

export type PayoutCode = 2000 | 2001 | 2002 | 2004 | 2005 | 2006 | 2007 | 2008 | 2009 | 2010 | 2011 | 2012 | 2013;
export type PayoutCategory = 'person' | 'business' | 'person_sb' | 'business_sb';
export interface PayoutCheck {
  code: PayoutCode;
  ok: boolean;
}

/** The design doc's order; the first failing check is the refusal. */
export const PAYOUT_CHECK_ORDER: readonly PayoutCode[] = [2000, 2001, 2002, 2007, 2004, 2010, 2009, 2008, 2011, 2012, 2005, 2006, 2013];
export const PENDING_PAYMENT_STATUSES: readonly string[] = ['Pending', 'Analyzing', 'Waiting_NF', 'NF_Sent'];
export const IN_PROCESS_PAYMENT_STATUSES: readonly string[] = ['Created', 'Registered'];

export interface PayoutInput {
  now: Date;
  user?: { FirstName: string; LastName: string; TaxPayerId: string | null; Balance: number; SubBalance: number } | null;
  /** The partner's own payments. */
  payments: readonly { Status: string }[];
  category: PayoutCategory;
  pixKeyType?: string | null;
  /** Qualified/first-time depositors since `qualificationSince(payments)`. */
  qftd: number;
  ftd: number;
  business?: { Approval: string } | null;
  mustUseReceipt: boolean;
  invoiceFileId?: string | null;
  /** IDs of media this partner uploaded; an invoice must be one of them. */
  userMediaIds?: readonly string[];
}

/** Truncates (never rounds) to cents; toPrecision(15) first absorbs float noise such as 0.29 * 100 = 28.999…96. */
export function truncate2(n: number): number {
  const cents = Math.trunc(Number((n * 100).toPrecision(15)));
  return cents / 100 || 0;
}

export function inPayoutWindow(now: Date): boolean {
  const day = brazilDayOfMonth(now);
  return windows.some((w) => day >= w.from && day <= w.to);
}

/** Start (00:00 UTC−3) of the next window to open after `now`: the 16th, or the 1st of next month. */
export function nextWindowOpensAt(now: Date): Date {
  const { year, month, day } = brazilParts(now);
  const later = windows.find((w) => w.from > day);
  return later ? brazilMidnight(year, month, later.from) : brazilMidnight(year, month + 1, windows[0].from);
}

/** The whole available balance of the category's wallet, truncated to cents. */
export function payoutAmount(user: { Balance: number; SubBalance: number }, category: PayoutCategory): number {
  return truncate2(category.endsWith('_sb') ? user.SubBalance : user.Balance);
}

/** Brazilian date the qualification period starts: the last Completed payment's request day. */
export function qualificationSince(payments: readonly { Status: string; CreatedAt: string }[]): string {
  let last = '';
  for (const p of payments) if (p.Status === 'Completed' && p.CreatedAt > last) last = p.CreatedAt;
  return last ? brazilDate(new Date(last)) : QUALIFICATION_START;
}

export function payoutChecks(input: PayoutInput): PayoutCheck[] {
  const { user } = input;
  // Without the partner nothing else can be judged, so every later check reads as failed.
  if (!user) return PAYOUT_CHECK_ORDER.map((code) => ({ code, ok: false }));
  const hasStatus = (list: readonly string[]) => input.payments.some((p) => list.includes(p.Status));
  const isBusiness = input.category.startsWith('business');
  const invoice = input.invoiceFileId ?? null;
  const results: Record<PayoutCode, boolean> = {
    2000: true,
    2001: user.FirstName.trim() !== '' && user.LastName.trim() !== '',
    2002: Boolean(user.TaxPayerId) || (isBusiness && input.pixKeyType !== 'cpf'),
    2007: inPayoutWindow(input.now),
    2004: !hasStatus(PENDING_PAYMENT_STATUSES),
    2010: !hasStatus(IN_PROCESS_PAYMENT_STATUSES),
    2009: payoutAmount(user, input.category) >= minimumAmount,
    2008: input.qftd >= minimumQftd || input.ftd >= minimumFtd,
    2011: !isBusiness || Boolean(input.business),
    2012: !isBusiness || input.business?.Approval === 'approved',
    2005: !input.mustUseReceipt || invoice !== null,
    2006: !input.mustUseReceipt || invoice === null || (input.userMediaIds ?? []).includes(invoice),
    2013: input.mustUseReceipt || invoice === null,
  };
  return PAYOUT_CHECK_ORDER.map((code) => ({ code, ok: results[code] }));
}

export function firstPayoutRefusal(input: PayoutInput): PayoutCode | null {
  return payoutChecks(input).find((c) => !c.ok)?.code ?? null;
}
