// The new-password rules shared by sign-up and the profile's password change: the contract's
// password limits (the generated sign-up body schema), a confirmation, and "passwords must
// match" at the confirmation field (spec §5 register rules). Each failure is an ErrorKey id
// (lib/form-errors.ts), translated at the field.
import { z } from 'zod';
import { signUpBody } from '../api/generated/zod/auth/auth.zod';
import './form-errors';
import { passwordMessages } from './password-messages';

/** A new password and its confirmation. Empty first, so an untouched field says "required". */
export const newPasswordFields = z.object({
  password: z.string().min(1).pipe(signUpBody.shape.password),
  passwordConfirmation: z.string().min(1),
});

/** The "passwords must match" rule, at the confirmation field. */
export const passwordsMatch = {
  check: (v: { password: string; passwordConfirmation: string }) => v.password === v.passwordConfirmation,
  path: ['passwordConfirmation'],
  params: { id: passwordMessages.passwordMismatch.id },
} as const;
