// The demo-balance-request form's rules (spec §5): the generated body schema plus the UI's own —
// amount from R$2 to what is available, at most 2 decimals; reason tidied (trimmed, spaces
// collapsed, first letter capitalised) and then 6–128; identifier trimmed, 3–255; terms ticked.
import { z } from 'zod';
import {
  createDemoBalanceRequestBody,
  createDemoBalanceRequestBodyAmountMin,
  createDemoBalanceRequestBodyProductIdentifierMax,
  createDemoBalanceRequestBodyProductIdentifierMin,
  createDemoBalanceRequestBodyReasonMax,
  createDemoBalanceRequestBodyReasonMin,
} from '@/api/generated/zod/demo-balance/demo-balance.zod';
import '@/lib/form-errors';
import { demoMessages as m } from '../messages';

export const DEMO_MIN_AMOUNT = createDemoBalanceRequestBodyAmountMin;

/** Trimmed, runs of spaces collapsed to one, first letter capitalised. */
export function tidyReason(value: string): string {
  const collapsed = value.trim().replace(/\s+/g, ' ');
  return collapsed.charAt(0).toLocaleUpperCase() + collapsed.slice(1);
}

/** True when the number has at most 2 decimals (in cents, without float drift). */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * `available`: the most the user may ask for now (requestAmountAvailable, plus the request's own
 * amount when editing it). `money` formats the amounts shown in the messages.
 */
export function demoRequestSchema(available: number, money: (value: number) => string = String) {
  return createDemoBalanceRequestBody.extend({
    // The money input gives a number, or a string while typing ("12," is "12." unformatted) or when empty.
    amount: z
      .preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), z.number())
      .refine((v) => v >= DEMO_MIN_AMOUNT, { params: { id: m.errAmountMin.id, values: { minimum: money(DEMO_MIN_AMOUNT) } } })
      .refine(hasTwoDecimalsAtMost, { params: { id: m.errAmountDecimals.id } })
      .refine((v) => Math.round(v * 100) <= Math.round(available * 100), {
        params: { id: m.errAmountMax.id, values: { maximum: money(available) } },
      }),
    reason: z
      .string()
      .transform(tidyReason)
      .pipe(z.string().min(createDemoBalanceRequestBodyReasonMin).max(createDemoBalanceRequestBodyReasonMax)),
    productIdentifier: z
      .string()
      .trim()
      .min(createDemoBalanceRequestBodyProductIdentifierMin)
      .max(createDemoBalanceRequestBodyProductIdentifierMax),
    termsAccepted: z.boolean().refine((v) => v, { params: { id: m.errTerms.id } }),
  });
}

export type DemoRequestInput = z.input<ReturnType<typeof demoRequestSchema>>;
export type DemoRequestValues = z.output<ReturnType<typeof demoRequestSchema>>;

/** The messages of the rules above, for the field-error function's `extra`. */
export const demoFieldMessages = {
  [m.errAmountMin.id]: m.errAmountMin,
  [m.errAmountMax.id]: m.errAmountMax,
  [m.errAmountDecimals.id]: m.errAmountDecimals,
  [m.errTerms.id]: m.errTerms,
};
