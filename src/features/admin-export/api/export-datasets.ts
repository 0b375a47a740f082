// What each CSV export of /dashboard/admin/export-data fetches and writes. Partners and payments
// are paged through their list calls (100 rows a call, ordered by ID so pages never overlap);
// the sub-affiliates of one partner come from the contract's own CSV export call.
import { adminListPartners } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { adminListPayments } from '@/api/generated/endpoints/admin-payments/admin-payments';
import { adminExportSubAffiliates } from '@/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates';
import type { AdminListPartnersParams } from '@/api/generated/model/adminListPartnersParams';
import type { AdminListPaymentsParams } from '@/api/generated/model/adminListPaymentsParams';
import { countCsvRows, fetchAllPages, type ExportProgress } from '@/lib/csv';
import { partnersToCsv, paymentsToCsv } from '@/lib/csv-datasets';

export { PARTNER_CSV_FIELDS, PAYMENT_CSV_FIELDS } from '@/lib/csv-datasets';

export interface ExportResult {
  csv: string;
  /** Data rows written (header not counted). */
  rows: number;
  /** Rows the query has in all; more than `rows` when the export was capped. */
  total: number;
}

export interface RunOptions {
  signal: AbortSignal;
  onProgress: (p: ExportProgress) => void;
}

export type PartnerFilters = Pick<AdminListPartnersParams, 'q' | 'status' | 'country'>;
export type PaymentFilters = Pick<AdminListPaymentsParams, 'since' | 'until' | 'status' | 'category' | 'partner'>;

export async function exportPartners(filters: PartnerFilters, { signal, onProgress }: RunOptions): Promise<ExportResult> {
  const { rows, total } = await fetchAllPages(
    (page, pageSize, s) => adminListPartners({ ...filters, page, pageSize, sort: 'ID', order: 'asc' }, undefined, s),
    { signal, onProgress },
  );
  return { csv: await partnersToCsv(rows), rows: rows.length, total };
}

export async function exportPayments(filters: PaymentFilters, { signal, onProgress }: RunOptions): Promise<ExportResult> {
  const { rows, total } = await fetchAllPages(
    (page, pageSize, s) => adminListPayments({ ...filters, page, pageSize, sort: 'ID', order: 'asc' }, undefined, s),
    { signal, onProgress },
  );
  return { csv: await paymentsToCsv(rows), rows: rows.length, total };
}

/** One call: the server writes the CSV (a partner has a handful of direct sub-affiliates). */
export async function exportSubAffiliates(partnerId: number, { signal, onProgress }: RunOptions): Promise<ExportResult> {
  const csv = await adminExportSubAffiliates({ partnerId }, undefined, signal);
  const text = typeof csv === 'string' ? csv : String(csv);
  const rows = await countCsvRows(text);
  onProgress({ done: rows, total: rows });
  return { csv: text, rows, total: rows };
}
