// Export of what the list's filters select: pages of 100 are fetched one after the other from
// the generated list call (the server never sends all rows), up to EXPORT_CAP rows, then turned
// into CSV with papaparse (formula-looking cells escaped) and downloaded as a file.
import Papa from 'papaparse';
import { adminListPayments } from '../../../api/generated/endpoints/admin-payments/admin-payments';
import type { AdminListPaymentsParams } from '../../../api/generated/model/adminListPaymentsParams';
import type { Payment } from '../../../api/generated/model/payment';

export const EXPORT_CAP = 10_000;
const EXPORT_PAGE = 100;

export const CSV_FIELDS = [
  'ID', 'CreatedAt', 'UpdatedAt', 'PartnerID', 'Username', 'Email', 'Amount', 'Status', 'Category', 'PixKeyType', 'PixKey', 'Reason',
] as const;

export function paymentsToCsv(rows: Payment[]): string {
  return Papa.unparse(
    {
      fields: [...CSV_FIELDS],
      data: rows.map((p) => [
        p.ID, p.CreatedAt, p.UpdatedAt, p.Affiliate.ID, p.Affiliate.Username, p.Affiliate.Email,
        p.Amount.toFixed(2), p.Status, p.Category, p.PixKeyType ?? '', p.PixKey ?? '', p.Reason ?? '',
      ]),
    },
    { escapeFormulae: true },
  );
}

/** Fetches every page of the filtered list (at most EXPORT_CAP rows), reporting progress. */
export async function fetchAllPayments(
  params: Omit<AdminListPaymentsParams, 'page' | 'pageSize'>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Payment[]> {
  const rows: Payment[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < Math.min(total, EXPORT_CAP); page += 1) {
    const answer = await adminListPayments({ ...params, page, pageSize: EXPORT_PAGE }, undefined, signal);
    total = answer.total;
    rows.push(...answer.items.slice(0, EXPORT_CAP - rows.length));
    onProgress(rows.length, Math.min(total, EXPORT_CAP));
    if (answer.items.length < EXPORT_PAGE) break;
  }
  return rows;
}

/** Shared with every CSV export of the portal (src/lib/csv.ts). */
export { downloadCsv } from '../../../lib/csv';
