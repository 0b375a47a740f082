// The payout-readiness card's conditions, built from the eligibility checks (payout codes of
// docs/api-design.md). Several codes make one condition (no pending payment = 2004 and 2010;
// approved business = 2011 and 2012); account and name only show when they fail. A person payout
// needs no business (the API passes 2011/2012 for it), so the card says so instead of "met".
import type { PayoutCheck } from '@/api/generated/model/payoutCheck';
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';

export type ConditionKey = 'account' | 'name' | 'window' | 'amount' | 'qualification' | 'taxPayerId' | 'business' | 'noPending';

export interface Condition {
  key: ConditionKey;
  ok: boolean;
  /** For the business condition: no business at all (2011) rather than one not approved. */
  missing?: boolean;
  /** For the business condition: the payout is a person's, which needs no business. */
  notNeeded?: boolean;
}

/** Only the business categories need an approved business. */
export const needsBusiness = (category: string): boolean => category.startsWith('business');

const CODES: Record<ConditionKey, readonly number[]> = {
  account: [2000],
  name: [2001],
  window: [2007],
  amount: [2009],
  qualification: [2008],
  taxPayerId: [2002],
  business: [2011, 2012],
  noPending: [2004, 2010],
};

const ALWAYS: readonly ConditionKey[] = ['window', 'amount', 'qualification', 'taxPayerId', 'business', 'noPending'];

const passes = (checks: PayoutCheck[], codes: readonly number[]) => codes.every((code) => checks.find((c) => c.code === code)?.ok ?? true);

/** `category`: the payout category the checks were run for (the payment info's `paymentType`);
 * without it, the business condition reads as the checks say. */
export function readinessConditions(full: PayoutEligibilityFull, category?: string): Condition[] {
  const { checks } = full;
  const rows: Condition[] = [];
  for (const key of ['account', 'name'] as const) if (!passes(checks, CODES[key])) rows.push({ key, ok: false });
  for (const key of ALWAYS) {
    const ok = key === 'window' ? full.window.open && passes(checks, CODES.window) : passes(checks, CODES[key]);
    if (key !== 'business') rows.push({ key, ok });
    else if (category !== undefined && !needsBusiness(category)) rows.push({ key, ok: true, notNeeded: true });
    else rows.push({ key, ok, missing: !passes(checks, [2011]) });
  }
  return rows;
}
