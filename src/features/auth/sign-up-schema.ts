// The sign-up form's rules: the generated body schema (contract limits) plus what the form adds —
// trimmed names, a real CPF check (check digits, by @brazilian-utils) and the shared new-password
// rules (lib/password-rules.ts: matching passwords). Each failure is an ErrorKey id
// (lib/form-errors.ts), translated at the field.
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { signUpBody, signUpBodyFirstNameMax, signUpBodyLastNameMax } from '@/api/generated/zod/auth/auth.zod';
import '@/lib/form-errors';
import { newPasswordFields, passwordsMatch } from '@/lib/password-rules';

/** Empty first, so an untouched field says "required" rather than "too short" or "bad format". */
const filled = <T extends z.ZodType<string, string>>(schema: T) => z.string().min(1).pipe(schema);

const fields = signUpBody.omit({ am: true, bta: true }).extend({
  username: filled(signUpBody.shape.username),
  firstName: z.string().trim().min(1).max(signUpBodyFirstNameMax),
  lastName: z.string().trim().min(1).max(signUpBodyLastNameMax),
  email: z.string().trim().min(1).pipe(signUpBody.shape.email),
  password: newPasswordFields.shape.password,
  passwordConfirmation: newPasswordFields.shape.passwordConfirmation,
  taxPayerId: filled(signUpBody.shape.taxPayerId.refine(isValidCpf, { params: { id: 'auth.signup.error.cpf' } })),
});

export const signUpFormSchema = fields.refine(passwordsMatch.check, {
  path: [...passwordsMatch.path],
  params: passwordsMatch.params,
  // Compare as soon as both passwords are there, even while other fields are still wrong.
  when: (payload) => newPasswordFields.safeParse(payload.value).success,
});

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;
export type SignUpField = keyof SignUpFormValues;
export const signUpFields = Object.keys(fields.shape) as SignUpField[];

export const emptySignUp: SignUpFormInput = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  taxPayerId: '',
};
