// The export forms' rules (react-hook-form + zod, messages through the shared error map) and
// how their values become the list calls' filters: empty fields are left out.
import { z } from 'zod';
import '@/lib/form-errors';
import type { AccountStatus } from '@/api/generated/model/accountStatus';
import type { Country } from '@/api/generated/model/country';
import type { PaymentCategory } from '@/api/generated/model/paymentCategory';
import type { PaymentStatus } from '@/api/generated/model/paymentStatus';
import { adminListPartnersQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { adminListPaymentsQueryPartnerMax } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import type { PartnerFilters, PaymentFilters } from '../api/export-datasets';
import { adminExportMessages as m } from '../messages';
import { ACCOUNT_STATUSES, COUNTRIES, PAYMENT_CATEGORIES, PAYMENT_STATUSES } from './export-filter-options';

const orEmpty = <T extends string>(values: readonly T[]) => z.union([z.literal(''), z.enum(values as [T, ...T[]])]);
const ID = /^[1-9]\d{0,9}$/;

export const partnersSchema = z.object({
  q: z.string().trim().max(adminListPartnersQueryQMax),
  status: orEmpty<AccountStatus>(ACCOUNT_STATUSES),
  country: orEmpty<Country>(COUNTRIES),
});
export type PartnersValues = z.input<typeof partnersSchema>;

export function partnerFilters(v: PartnersValues): PartnerFilters {
  const q = v.q.trim();
  return { ...(q ? { q } : {}), ...(v.status ? { status: v.status } : {}), ...(v.country ? { country: v.country } : {}) };
}

export const paymentsSchema = z
  .object({
    since: z.string(),
    until: z.string(),
    status: orEmpty<PaymentStatus>(PAYMENT_STATUSES),
    category: orEmpty<PaymentCategory>(PAYMENT_CATEGORIES),
    partner: z.string().trim().max(adminListPaymentsQueryPartnerMax),
  })
  .refine((v) => !v.since || !v.until || v.since <= v.until, { path: ['until'], params: { id: m.untilBeforeSince.id } });
export type PaymentsValues = z.input<typeof paymentsSchema>;

export function paymentFilters(v: PaymentsValues): PaymentFilters {
  const partner = v.partner.trim();
  return {
    ...(v.since ? { since: v.since } : {}),
    ...(v.until ? { until: v.until } : {}),
    ...(v.status ? { status: v.status } : {}),
    ...(v.category ? { category: v.category } : {}),
    ...(partner ? { partner } : {}),
  };
}

export const subAffiliatesSchema = z.object({
  partnerId: z
    .string()
    .trim()
    .min(1)
    .refine((v) => v === '' || ID.test(v), { params: { id: 'form.error.type' } }),
});
export type SubAffiliatesValues = z.input<typeof subAffiliatesSchema>;
