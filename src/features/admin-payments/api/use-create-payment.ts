// Creating a payment as admin: the generated mutation, then the admin list, the report and the
// provider's status (its queue) are fetched again and a success notice shows. Refusals are the
// modal's to show at the fields.
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  getAdminGetPagfastStatusQueryKey,
  getAdminGetPaymentsReportQueryKey,
  getAdminListPaymentsQueryKey,
  useAdminCreatePayment,
} from '@/api/generated/endpoints/admin-payments/admin-payments';
import { notifySuccess } from '@/lib/notify';
import { adminPaymentsMessages as m } from '../messages';

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useAdminCreatePayment({
    mutation: {
      onSuccess: async (payment) => {
        notifySuccess(createElement(FormattedMessage, { ...m.created, values: { id: payment.ID, username: payment.Affiliate.Username } }));
        // The generated keys with no params are the prefixes of every filtered variant.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getAdminListPaymentsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getAdminGetPaymentsReportQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getAdminGetPagfastStatusQueryKey() }),
        ]);
      },
    },
  });
}
