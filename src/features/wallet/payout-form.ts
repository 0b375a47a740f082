// The payout request form's rules: the generated body schema (pixKeyType, category) with the PIX
// key checked as what its type says (lib/pix-key.ts), each type with its own message.
import { pipe } from 'imask';
import { z } from 'zod';
import { requestPayoutBody, requestPayoutBodyPixKeyMax } from '@/api/generated/zod/payments/payments.zod';
import type { PaymentInfo } from '@/api/generated/model/paymentInfo';
import '@/lib/form-errors';
import { isValidPixKeyOfType, PHONE_KEY_MASK } from '@/lib/pix-key';
import { invalidKeyMessages } from './messages';

export const payoutFormSchema = requestPayoutBody
  .pick({ pixKeyType: true })
  .extend({
    category: requestPayoutBody.shape.category.unwrap(),
    pixKey: z.string().trim().min(1).max(requestPayoutBodyPixKeyMax),
  })
  .superRefine((values, ctx) => {
    if (values.pixKey && !isValidPixKeyOfType(values.pixKeyType, values.pixKey))
      ctx.addIssue({ code: 'custom', path: ['pixKey'], params: { id: invalidKeyMessages[values.pixKeyType].id } });
  });

export type PayoutFormValues = z.infer<typeof payoutFormSchema>;

/** The phone mask applied to a stored key (+55 and digits), for the masked field. */
export const maskPhoneKey = (key: string): string => pipe(key.replace(/^\+55/, '').replace(/\D/g, ''), { mask: PHONE_KEY_MASK });

/** The form starts from the saved payment info: its category and, when there is one, its key. */
export function payoutFormDefaults(info: PaymentInfo): PayoutFormValues {
  const type = info.paymentPixKeyType ?? 'cpf';
  const key = info.paymentPixKey ?? '';
  return { category: info.paymentType, pixKeyType: type, pixKey: type === 'phone' ? maskPhoneKey(key) : key };
}
