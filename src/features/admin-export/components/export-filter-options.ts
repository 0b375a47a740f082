// The options of the export filters: account statuses, countries (named in the page's language),
// payment statuses and categories, all from the generated enums.
import type { IntlShape } from 'react-intl';
import { AccountStatus } from '@/api/generated/model/accountStatus';
import { Country } from '@/api/generated/model/country';
import { PaymentCategory } from '@/api/generated/model/paymentCategory';
import { PaymentStatus } from '@/api/generated/model/paymentStatus';
import { adminExportMessages as m } from '../messages';

export const ACCOUNT_STATUSES = Object.values(AccountStatus);
export const COUNTRIES = Object.values(Country);
export const PAYMENT_STATUSES = Object.values(PaymentStatus);
export const PAYMENT_CATEGORIES = Object.values(PaymentCategory);

const accountLabels = {
  active: m.statusActive,
  under_review: m.statusUnderReview,
  not_approved: m.statusNotApproved,
  banned: m.statusBanned,
} as const;
const categoryLabels = {
  person: m.catPerson,
  business: m.catBusiness,
  admin: m.catAdmin,
  admin_debit: m.catAdminDebit,
  person_sb: m.catPersonSb,
  business_sb: m.catBusinessSb,
} as const;

export const accountStatusOptions = (intl: IntlShape) =>
  ACCOUNT_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(accountLabels[s]) }));
export const categoryOptions = (intl: IntlShape) =>
  PAYMENT_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(categoryLabels[c]) }));
export function countryOptions(intl: IntlShape) {
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c }));
}
