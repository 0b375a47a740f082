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

export function partnersToCsv(rows: readonly Partner[]): Promise<string> {
  return toCsv(
    PARTNER_CSV_FIELDS,
    rows.map((p) => [
      p.ID,
      p.Username,
      p.Email,
      p.FirstName,
      p.LastName,
      p.Country,
      p.Currency,
      p.Status,
      money(p.Balance),
      money(p.SubBalance),
      money(p.PendingCommission),
      p.ParentID,
      p.AffiliateManager,
      String(p.EmailVerified),
      p.CreatedAt,
      p.LastLoginAt,
    ]),
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
