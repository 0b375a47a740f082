// Export of what the list's filters select: pages of 100 are fetched one after the other from
// the generated list call (the server never sends all rows), up to EXPORT_CAP rows, then turned
// into CSV (src/lib/csv-datasets.ts, the same layout as the admin export page) and downloaded.
import { adminListPayments } from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { AdminListPaymentsParams } from '@/api/generated/model/adminListPaymentsParams';
import type { Payment } from '@/api/generated/model/payment';
import { fetchAllPages } from '@/lib/csv';

export { EXPORT_CAP, downloadCsv } from '@/lib/csv';
export { paymentsToCsv } from '@/lib/csv-datasets';

/** Fetches every page of the filtered list (at most EXPORT_CAP rows), reporting progress. */
export async function fetchAllPayments(
  params: Omit<AdminListPaymentsParams, 'page' | 'pageSize'>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Payment[]> {
  const { rows } = await fetchAllPages((page, pageSize, s) => adminListPayments({ ...params, page, pageSize }, undefined, s), {
    signal,
    onProgress: ({ done, total }) => onProgress(done, total),
  });
  return rows;
}
