// The password change's rules: the new password and its confirmation exactly as sign-up checks
// them (the shared lib/password-rules.ts, not a copy), the current password required, and a new
// password different from the current one.
import { z } from 'zod';
import '@/lib/form-errors';
import { newPasswordFields, passwordsMatch } from '@/lib/password-rules';
import { securityMessages as m } from './messages';

const fields = newPasswordFields.extend({ currentPassword: z.string().min(1) });

export const passwordChangeSchema = fields
  .refine(passwordsMatch.check, {
    path: [...passwordsMatch.path],
    params: passwordsMatch.params,
    when: (payload) => newPasswordFields.safeParse(payload.value).success,
  })
  .refine((v) => v.password !== v.currentPassword, {
    path: ['password'],
    params: { id: m.samePassword.id },
    when: (payload) => fields.safeParse(payload.value).success,
  });

export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
export const emptyPasswordChange: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };
