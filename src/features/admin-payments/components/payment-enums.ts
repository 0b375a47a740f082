// The 11 payment statuses and the 6 categories (spec §4), from the generated enums, with the
// category labels.
import type { MessageDescriptor } from 'react-intl';
import { PaymentCategory } from '@/api/generated/model/paymentCategory';
import { PaymentStatus } from '@/api/generated/model/paymentStatus';
import { adminPaymentsMessages as m } from '../messages';

export type Status = PaymentStatus;
export type Category = PaymentCategory;
export const PAYMENT_STATUS_VALUES = Object.values(PaymentStatus);
export const PAYMENT_CATEGORY_VALUES = Object.values(PaymentCategory);

export const categoryLabels: Record<Category, MessageDescriptor> = {
  person: m.catPerson,
  business: m.catBusiness,
  admin: m.catAdmin,
  admin_debit: m.catAdminDebit,
  person_sb: m.catPersonSb,
  business_sb: m.catBusinessSb,
};
