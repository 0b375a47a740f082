// The new-key form's rules: the generated body schema plus what the form adds — a trimmed name,
// at least one scope, and an optional expiry day after today and within a year (sent as the end
// of that day in Brazil). Each failure is an ErrorKey id (lib/form-errors.ts).
import { z } from 'zod';
import { createApiKeyBody, createApiKeyBodyNameMax } from '@/api/generated/zod/api-keys/api-keys.zod';
import { createApiKeyLimits } from '@/api/generated/zod/contract-limits';
import '@/lib/form-errors';
import { developersMessages as m } from './messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The end of a Brazilian day, as the instant the key stops working. */
export const expiryInstant = (day: string) => new Date(`${day}T23:59:59-03:00`).toISOString();

export function keyFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    name: z.string().trim().min(1).max(createApiKeyBodyNameMax),
    scopes: z.array(createApiKeyBody.shape.scopes.element).refine((v) => v.length > 0, { params: { id: m.scopesRequired.id } }),
    expires: z.string().superRefine((day, ctx) => {
      if (!day) return;
      if (!DAY.test(day)) return void ctx.addIssue({ code: 'custom', params: { id: 'form.error.format' } });
      const at = Date.parse(expiryInstant(day));
      if (at <= now().getTime() + 60_000) ctx.addIssue({ code: 'custom', params: { id: m.expiresPast.id } });
      else if (at > now().getTime() + createApiKeyLimits.maxExpiryDays * 86_400_000)
        ctx.addIssue({ code: 'custom', params: { id: m.expiresFar.id } });
    }),
  });
}

export type KeyFormValues = z.infer<ReturnType<typeof keyFormSchema>>;
export const emptyKey: KeyFormValues = { name: '', scopes: ['reports:read'], expires: '' };
