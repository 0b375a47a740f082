// The payout request: the generated mutation, then the wallet's data (payments, profile
// balances, eligibility) is refreshed and a success notice shown. Refusals are the caller's to
// word (each payout code has its message), so this wrapper does not notify them.
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetPaymentInfoQueryKey,
  getGetPaymentsQueryKey,
  getGetPayoutEligibilityFullQueryKey,
  getGetPayoutEligibilityQueryKey,
  useRequestPayout as useGeneratedRequestPayout,
} from '@/api/generated/endpoints/payments/payments';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useGeneratedRequestPayout({
    mutation: {
      onSuccess: () =>
        Promise.all(
          [
            getGetPaymentsQueryKey(),
            getGetProfileQueryKey(),
            getGetPayoutEligibilityQueryKey(),
            getGetPayoutEligibilityFullQueryKey(),
            getGetPaymentInfoQueryKey(),
          ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ),
    },
  });
}
