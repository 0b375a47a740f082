// The rules of the personal-data page's three forms: the generated body schemas (contract
// limits) plus what each form adds — trimmed required names, a CPF checked by @brazilian-utils
// (check digits, never a hand-written checksum) and a code of 6 to 128 characters.
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { Country } from '@/api/generated/model/country';
import { Currency } from '@/api/generated/model/currency';
import type { User } from '@/api/generated/model/user';
import { changeEmailBody, changeEmailBodyEmailMax } from '@/api/generated/zod/account-security/account-security.zod';
import {
  setTaxPayerIdBody,
  setTaxPayerIdBodyTaxPayerIdRegExp,
  updateProfileBody,
  updateProfileBodyFirstNameMax,
  updateProfileBodyLastNameMax,
  verifyEmailBodyCodeMax,
  verifyEmailBodyCodeMin,
} from '@/api/generated/zod/profile/profile.zod';
import '@/lib/form-errors';
import { personalDataMessages as m } from './messages';

export const personalDataSchema = updateProfileBody.extend({
  firstName: z.string().trim().min(1).max(updateProfileBodyFirstNameMax),
  lastName: z.string().trim().min(1).max(updateProfileBodyLastNameMax),
  country: z.enum(Object.values(Country) as [Country, ...Country[]]),
  currency: z.enum(Object.values(Currency) as [Currency, ...Currency[]]),
});
export type PersonalDataValues = z.infer<typeof personalDataSchema>;
export const PERSONAL_FIELDS = ['firstName', 'lastName', 'country', 'currency'] as const;

export const toPersonalData = (u: User): PersonalDataValues => ({
  firstName: u.FirstName,
  lastName: u.LastName,
  country: u.Country,
  currency: u.Currency,
});

/** A CPF as typed with the mask 999.999.999-99: required, complete, with valid check digits. */
export const taxPayerIdSchema = setTaxPayerIdBody.extend({
  taxPayerId: z
    .string()
    .min(1)
    .refine((v) => setTaxPayerIdBodyTaxPayerIdRegExp.test(v) && isValidCpf(v), { params: { id: m.cpfInvalid.id } }),
});
export type TaxPayerIdValues = z.infer<typeof taxPayerIdSchema>;

export const emailCodeSchema = z.object({
  code: z.string().trim().min(1).min(verifyEmailBodyCodeMin).max(verifyEmailBodyCodeMax),
});
export type EmailCodeValues = z.infer<typeof emailCodeSchema>;

/** A new e-mail: the contract's body (an address, at most its length), trimmed, required, not the current one. */
export const emailChangeSchema = (current: string) =>
  changeEmailBody.extend({
    email: z
      .string()
      .trim()
      .min(1)
      .max(changeEmailBodyEmailMax)
      .pipe(z.email())
      .refine((v) => v.toLowerCase() !== current.toLowerCase(), { params: { id: m.emailSame.id } }),
  });
export type EmailChangeValues = z.infer<ReturnType<typeof emailChangeSchema>>;
