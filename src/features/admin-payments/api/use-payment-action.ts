// An admin payment action (approve, reject, …): the generated mutation; the answer replaces the
// cached payment, then the list, the report and the provider status are fetched again. Refusals
// (409, 403, field errors) are thrown back for the modal to word.
import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminGetPagfastStatusQueryKey,
  getAdminGetPaymentQueryKey,
  getAdminGetPaymentsReportQueryKey,
  getAdminListPaymentsQueryKey,
  useAdminPaymentAction,
} from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { Payment } from '@/api/generated/model/payment';
import type { PaymentAction } from '../components/manage/payment-action-rules';

export function usePaymentAction(paymentId: number) {
  const queryClient = useQueryClient();
  const mutation = useAdminPaymentAction();
  const refresh = async () => {
    // The generated keys with no params are the prefixes of every filtered variant.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminGetPaymentQueryKey(paymentId) }),
      queryClient.invalidateQueries({ queryKey: getAdminListPaymentsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminGetPaymentsReportQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminGetPagfastStatusQueryKey() }),
    ]);
  };
  return {
    run: async (action: PaymentAction, reason: string): Promise<Payment> => {
      const payment = await mutation.mutateAsync({ paymentId, action, data: reason ? { reason } : {} });
      queryClient.setQueryData(getAdminGetPaymentQueryKey(paymentId), payment);
      await refresh();
      return payment;
    },
    refresh,
    isPending: mutation.isPending,
  };
}
