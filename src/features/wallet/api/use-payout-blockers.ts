// The payout blockers of the signed-in partner (payout-blockers.ts), from one eligibility answer
// per wallet, asked afresh whenever the wallet opens: the window moves with the clock and the
// balances with payments made elsewhere. Without both answers (loading, failed) nothing is
// blocked: the request itself still decides.
import { useGetPayoutEligibilityFull } from '@/api/generated/endpoints/payments/payments';
import { payoutBlockers, WALLET_CATEGORIES, type PayoutBlocker } from '../payout-blockers';

const fresh = { query: { staleTime: 0 } } as const;

export function usePayoutBlockers(): PayoutBlocker[] {
  const [balance, subBalance] = WALLET_CATEGORIES;
  const main = useGetPayoutEligibilityFull({ category: balance }, fresh);
  const sub = useGetPayoutEligibilityFull({ category: subBalance }, fresh);
  return main.data && sub.data ? payoutBlockers([main.data, sub.data]) : [];
}
