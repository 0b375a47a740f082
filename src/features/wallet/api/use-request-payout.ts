// The payout request: the generated mutation, then the wallet's data (payments, profile
// balances, eligibility) is refreshed and a success notice shown. Refusals are the caller's to
// word (each payout code has its message), so this wrapper does not notify them.
import {
  getGetPaymentInfoQueryKey,
  getGetPaymentsQueryKey,
  getGetPayoutEligibilityFullQueryKey,
  getGetPayoutEligibilityQueryKey,
  useRequestPayout as useGeneratedRequestPayout,
} from '@/api/generated/endpoints/payments/payments';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import { useInvalidate } from '@/lib/mutation-notice';

export function useRequestPayout() {
  const refresh = useInvalidate(
    getGetPaymentsQueryKey(),
    getGetProfileQueryKey(),
    getGetPayoutEligibilityQueryKey(),
    getGetPayoutEligibilityFullQueryKey(),
    getGetPaymentInfoQueryKey(),
  );
  return useGeneratedRequestPayout({ mutation: { onSuccess: refresh } });
}
