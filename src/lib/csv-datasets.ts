// The CSV layout of the partner and payment lists, shared by the payments list's own export
// and /dashboard/admin/export-data: machine-readable (API field names, plain numbers, amounts
// with 2 decimals), so spreadsheets read it in any language.
import type { Partner } from '../api/generated/model/partner';
import type { Payment } from '../api/generated/model/payment';
import { toCsv } from './csv';

export const PARTNER_CSV_FIELDS = [
  'ID',
  'Username',
  'Email',
  'FirstName',
  'LastName',
  'Country',
  'Currency',
  'Status',
  'Balance',
  'SubBalance',
  'PendingCommission',
  'ParentID',
  'AffiliateManager',
  'EmailVerified',
  'CreatedAt',
  'LastLoginAt',
] as const satisfies readonly (keyof Partner)[];

const money = (v: number) => v.toFixed(2);

const PARTNER_MONEY: ReadonlySet<string> = new Set(['Balance', 'SubBalance', 'PendingCommission']);

/** A partner's cell of a column: amounts with 2 decimals, the e-mail check as true/false, the rest as they are. */
function partnerCell(p: Partner, field: (typeof PARTNER_CSV_FIELDS)[number]): string | number | null {
  const value = p[field];
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'number' && PARTNER_MONEY.has(field) ? money(value) : value;
}

export function partnersToCsv(rows: readonly Partner[]): Promise<string> {
  return toCsv(
    PARTNER_CSV_FIELDS,
    rows.map((p) => PARTNER_CSV_FIELDS.map((field) => partnerCell(p, field))),
  );
}

export const PAYMENT_CSV_FIELDS = [
  'ID',
  'CreatedAt',
  'UpdatedAt',
  'PartnerID',
  'Username',
  'Email',
  'Amount',
  'Status',
  'Category',
  'PixKeyType',
  'PixKey',
  'Reason',
] as const;

export function paymentsToCsv(rows: readonly Payment[]): Promise<string> {
  return toCsv(
    PAYMENT_CSV_FIELDS,
    rows.map((p) => [
      p.ID,
      p.CreatedAt,
      p.UpdatedAt,
      p.Affiliate.ID,
      p.Affiliate.Username,
      p.Affiliate.Email,
      money(p.Amount),
      p.Status,
      p.Category,
      p.PixKeyType,
      p.PixKey,
      p.Reason,
    ]),
  );
}
