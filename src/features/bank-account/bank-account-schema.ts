// The bank-account form's rules: the generated body schema (bank code, branch and account number
// patterns, PIX key type) plus the UI's own — the PIX key judged as what its type says
// (lib/pix-key.ts) — each rule with its own message. Also the PIX key masks, how a stored key is
// shown in its mask, what survives a change of key type, and what the API is sent.
import { pipe } from 'imask';
import { z } from 'zod';
import type { BankAccount } from '@/api/generated/model/bankAccount';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import type { PixKeyType } from '@/api/generated/model/pixKeyType';
import {
  saveBankAccountBody,
  saveBankAccountBodyAccountAgencyRegExp,
  saveBankAccountBodyAccountNumberRegExp,
  saveBankAccountBodyBankCodeRegExp,
  saveBankAccountBodyPixKeyMax,
} from '@/api/generated/zod/bank-account/bank-account.zod';
import '@/lib/form-errors';
import { isValidPixKeyOfType, PHONE_KEY_MASK, pixKeyForApi } from '@/lib/pix-key';
import { ruleMessages as r } from './messages';

export const FORM_FIELDS = ['bankCode', 'accountAgency', 'accountNumber', 'pixKeyType', 'pixKey'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const keyRule: Record<PixKeyType, string> = {
  cpf: r.keyCpf.id,
  cnpj: r.keyCnpj.id,
  phone: r.keyPhone.id,
  email: r.keyEmail.id,
  random: r.keyRandom.id,
};

export const bankAccountFormSchema = saveBankAccountBody
  .pick({ pixKeyType: true })
  .extend({
    bankCode: z.string(),
    accountAgency: z.string().trim(),
    accountNumber: z.string().trim(),
    pixKey: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: FormField, id: string) => ctx.addIssue({ code: 'custom', path: [path], params: { id } });
    if (!saveBankAccountBodyBankCodeRegExp.test(v.bankCode)) fail('bankCode', r.bankRequired.id);
    if (!saveBankAccountBodyAccountAgencyRegExp.test(v.accountAgency)) fail('accountAgency', r.agency.id);
    if (!saveBankAccountBodyAccountNumberRegExp.test(v.accountNumber)) fail('accountNumber', r.account.id);
    if (!v.pixKey) fail('pixKey', r.keyRequired.id);
    else if (v.pixKey.length > saveBankAccountBodyPixKeyMax || !isValidPixKeyOfType(v.pixKeyType, v.pixKey))
      fail('pixKey', keyRule[v.pixKeyType]);
  });

export type BankAccountFormValues = z.infer<typeof bankAccountFormSchema>;

/** The rule messages the form can show, by id (for useFieldError). */
export const ruleMessagesById = Object.fromEntries(Object.values(r).map((d) => [d.id, d]));

/** How the mask of each key type is typed (react-imask options); e-mail and random keys are free text. */
export interface KeyMask {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (value: string) => string;
}

const MASKS: Partial<Record<PixKeyType, KeyMask>> = {
  cpf: { mask: '000.000.000-00' },
  // The alphanumeric CNPJ (July 2026): twelve letters or digits, then two check digits.
  cnpj: { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Za-z]/ }, prepareChar: (value) => value.toUpperCase() },
  phone: { mask: PHONE_KEY_MASK },
};

export const keyMaskFor = (type: PixKeyType): KeyMask | undefined => MASKS[type];

/** A key as stored by the API (CPF/CNPJ bare, phone +55…), shown in its type's mask. */
export function displayKey(type: PixKeyType, key: string): string {
  const mask = MASKS[type];
  if (!mask) return key;
  const bare = type === 'phone' ? key.replace(/^\+55/, '').replace(/\D/g, '') : key.replace(/[^0-9A-Za-z]/g, '');
  return pipe(bare, mask);
}

/**
 * What stays of the key when its type changes: the key, in the new type's mask, if it is a valid
 * key of that type too; otherwise nothing (a half-masked CPF is no use as a phone). The other
 * fields are not touched.
 */
export function keyAfterTypeChange(to: PixKeyType, key: string): string {
  if (!key.trim()) return '';
  const candidate = MASKS[to] ? displayKey(to, to === 'phone' ? key.replace(/^\+55/, '') : key) : key.trim();
  return isValidPixKeyOfType(to, candidate) ? candidate : '';
}

export function formDefaults(account: BankAccount | null | undefined): BankAccountFormValues {
  if (!account) return { bankCode: '', accountAgency: '', accountNumber: '', pixKeyType: 'email', pixKey: '' };
  return {
    bankCode: account.BankCode,
    accountAgency: account.AccountAgency,
    accountNumber: account.AccountNumber,
    pixKeyType: account.PixKeyType,
    pixKey: displayKey(account.PixKeyType, account.PixKey),
  };
}

export function toApiBody(values: BankAccountFormValues): BankAccountInputBody {
  return {
    bankCode: values.bankCode,
    accountAgency: values.accountAgency.trim(),
    accountNumber: values.accountNumber.trim(),
    pixKeyType: values.pixKeyType,
    pixKey: pixKeyForApi(values.pixKeyType, values.pixKey),
  };
}

/**
 * The translated rule for a field the API refused (validate or save). By field, never by the
 * API's message text: the form's own rules already passed, so a refusal is the server's check
 * (unknown bank, a CPF key that is not the holder's, …).
 */
export function serverRuleFor(field: FormField, type: PixKeyType): string {
  switch (field) {
    case 'bankCode':
      return r.bankUnknown.id;
    case 'accountAgency':
      return r.agency.id;
    case 'accountNumber':
      return r.account.id;
    case 'pixKeyType':
      return 'form.error.invalid';
    case 'pixKey':
      return type === 'cpf' ? r.keyOwnCpf.id : keyRule[type];
  }
}
