// What makes a payout request certain to be refused whatever the form says, so the wallet can say
// it before the form: the window is closed (2007), or no wallet holds the minimum (2009; an empty
// balance told apart). Read from the API's own eligibility checks (eligible/full runs the rules the
// request runs, in the mock too), never recomputed here. A payout pays a whole wallet — Balance for
// person and business, SubBalance for the _sb categories — and the form offers every category, so
// the amount only blocks when both wallets fail it: one eligibility answer per wallet.
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';
import type { PayoutCategoryParameter } from '@/api/generated/model/payoutCategoryParameter';

/** One category per wallet: window and amount do not depend on person or business. */
export const WALLET_CATEGORIES = ['person', 'person_sb'] as const satisfies readonly PayoutCategoryParameter[];

export type PayoutBlocker =
  | { reason: 'window'; nextOpensAt: string | null }
  | { reason: 'no-balance' }
  | { reason: 'under-minimum'; amount: number }
  // Payouts held 24 hours after a bank account or PIX key change (2014, issue 17).
  | { reason: 'hold'; until: string };

const fails = (full: PayoutEligibilityFull, code: number) => full.checks.some((c) => c.code === code && !c.ok);

/** The blockers, from one eligibility answer per wallet (none when there is no answer yet). When
 * the partner is not found (2000) every check reads as failed, so nothing can be told: the request
 * will say 2000 itself. */
export function payoutBlockers(wallets: readonly PayoutEligibilityFull[]): PayoutBlocker[] {
  const [first] = wallets;
  if (!first || wallets.some((w) => fails(w, 2000))) return [];
  const blockers: PayoutBlocker[] = [];
  if (first.holdUntil) blockers.push({ reason: 'hold', until: first.holdUntil });
  if (!first.window.open) blockers.push({ reason: 'window', nextOpensAt: first.window.nextOpensAt });
  if (wallets.every((w) => fails(w, 2009))) {
    const amount = Math.max(...wallets.map((w) => w.amount));
    blockers.push(amount > 0 ? { reason: 'under-minimum', amount } : { reason: 'no-balance' });
  }
  return blockers;
}
