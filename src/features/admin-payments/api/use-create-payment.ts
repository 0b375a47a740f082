// Creating a payment as admin: the generated mutation, then the admin list, the report and the
// provider's status (its queue) are fetched again and a success notice shows. Refusals are the
// modal's to show at the fields.
import {
  getAdminGetPagfastStatusQueryKey,
  getAdminGetPaymentsReportQueryKey,
  getAdminListPaymentsQueryKey,
  useAdminCreatePayment,
} from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { Payment } from '@/api/generated/model/payment';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { adminPaymentsMessages as m } from '../messages';

export function useCreatePayment() {
  const notice = (payment: Payment) => ({ ...m.created, values: { id: payment.ID, username: payment.Affiliate.Username } });
  // The generated keys with no params are the prefixes of every filtered variant.
  const refresh = useInvalidate(getAdminListPaymentsQueryKey(), getAdminGetPaymentsReportQueryKey(), getAdminGetPagfastStatusQueryKey());
  return useAdminCreatePayment({ mutation: { onSuccess: noticeThen(notice, refresh) } });
}
