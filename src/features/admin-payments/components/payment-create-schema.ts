// The payment-create form's rules: the generated body schema with the UI's own: the amount typed
// as text (comma or point, at most 2 decimals, above zero), the date not after today in Brazil's
// time, the username trimmed. `toBody` turns the values into the request body.
import { z } from 'zod';
import type { AdminCreatePaymentBody } from '@/api/generated/model/adminCreatePaymentBody';
import {
  adminCreatePaymentBody,
  adminCreatePaymentBodyAffiliateUsernameMax,
  adminCreatePaymentBodyReasonMax,
} from '@/api/generated/zod/admin-payments/admin-payments.zod';
import '@/lib/form-errors';
import { adminPaymentsMessages as m } from '../messages';
import { PAYMENT_CATEGORY_VALUES, PAYMENT_STATUS_VALUES } from './payment-enums';

export const USERNAME_MAX = adminCreatePaymentBodyAffiliateUsernameMax;
export const REASON_MAX = adminCreatePaymentBodyReasonMax;
const NUMBER = /^\d+([.,]\d+)?$/;
const TWO_DECIMALS = /^\d+([.,]\d{1,2})?$/;
const toAmount = (v: string) => Number(v.trim().replace(',', '.'));

export function paymentCreateSchema(today: string) {
  return adminCreatePaymentBody.extend({
    amount: z
      .string()
      .trim()
      .min(1)
      .refine((v) => NUMBER.test(v), { params: { id: 'form.error.type' } })
      .refine((v) => !NUMBER.test(v) || TWO_DECIMALS.test(v), { params: { id: 'form.error.decimals' } })
      .refine((v) => !TWO_DECIMALS.test(v) || toAmount(v) > 0, { params: { id: m.amountPositive.id } }),
    date: z
      .string()
      .min(1)
      .refine((v) => v <= today, { params: { id: m.dateFuture.id } }),
    affiliateUsername: z.string().trim().min(1).max(USERNAME_MAX),
    status: z.enum(PAYMENT_STATUS_VALUES),
    category: z.enum(PAYMENT_CATEGORY_VALUES),
    reason: z.string().max(REASON_MAX),
  });
}
export type PaymentCreateValues = z.input<ReturnType<typeof paymentCreateSchema>>;

export function toBody(v: PaymentCreateValues): AdminCreatePaymentBody {
  const reason = v.reason.trim();
  return {
    amount: toAmount(v.amount),
    date: v.date,
    affiliateUsername: v.affiliateUsername.trim(),
    status: v.status,
    category: v.category,
    ...(reason ? { reason } : {}),
  };
}

export const FIELDS = ['amount', 'date', 'affiliateUsername', 'status', 'category', 'reason'] as const;
