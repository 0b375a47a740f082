// The payout-readiness card's conditions, built from the eligibility checks (payout codes of
// docs/api-design.md). Several codes make one condition (no pending payment = 2004 and 2010;
// approved business = 2011 and 2012); account and name only show when they fail.
import type { PayoutCheck } from '../../api/generated/model/payoutCheck';
import type { PayoutEligibilityFull } from '../../api/generated/model/payoutEligibilityFull';

export type ConditionKey = 'account' | 'name' | 'window' | 'amount' | 'qualification' | 'taxPayerId' | 'business' | 'noPending';

export interface Condition {
  key: ConditionKey;
  ok: boolean;
  /** For the business condition: no business at all (2011) rather than one not approved. */
  missing?: boolean;
}

export const MIN_PAYOUT_AMOUNT = 250;

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

const passes = (checks: PayoutCheck[], codes: readonly number[]) =>
  codes.every((code) => checks.find((c) => c.code === code)?.ok ?? true);

export function readinessConditions(full: PayoutEligibilityFull): Condition[] {
  const { checks } = full;
  const rows: Condition[] = [];
  for (const key of ['account', 'name'] as const) if (!passes(checks, CODES[key])) rows.push({ key, ok: false });
  for (const key of ALWAYS) {
    const ok = key === 'window' ? full.window.open && passes(checks, CODES.window) : passes(checks, CODES[key]);
    rows.push(key === 'business' ? { key, ok, missing: !passes(checks, [2011]) } : { key, ok });
  }
  return rows;
}
