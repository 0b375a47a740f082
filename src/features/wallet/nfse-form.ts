// The NFS-e part of the invoice step (issue 19.1): the fields as typed, their format rules (the
// contract's generated patterns) and the three comparisons with the payment the mock also makes
// (mocks/rules/nfse.ts): the issuer is the partner's company CNPJ (numeric or alphanumeric, IN RFB
// 2.229/2024, judged by @brazilian-utils version 2), the amount is the payment's to the cent, and
// the issue date is neither before the payment was requested (Brazil day) nor after today. Each
// problem is a key the form turns into a translated message at its field.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { NfseInput } from '@/api/generated/model/nfseInput';
import type { ProblemField } from '@/api/generated/model/problemField';
import {
  sendPaymentInvoiceBodyNfseIssuerCnpjRegExp,
  sendPaymentInvoiceBodyNfseNumberRegExp,
  sendPaymentInvoiceBodyNfseServiceCodeRegExp,
  sendPaymentInvoiceBodyNfseVerificationCodeRegExp,
} from '@/api/generated/zod/payments/payments.zod';

export const NFSE_FIELDS = ['number', 'verificationCode', 'issueDate', 'issuerCnpj', 'serviceCode', 'amount'] as const;
export type NfseField = (typeof NFSE_FIELDS)[number];
export type NfseValues = Record<NfseField, string>;

export type NfseProblem =
  | 'required'
  | 'numberFormat'
  | 'codeFormat'
  | 'dateFormat'
  | 'cnpjInvalid'
  | 'serviceFormat'
  | 'amountFormat'
  | 'issuerMismatch'
  | 'amountMismatch'
  | 'beforePayment'
  | 'inFuture';

export interface NfseContext {
  /** The partner's registered company CNPJ, or null when none is registered. */
  companyCnpj: string | null;
  paymentAmount: number;
  /** The payment's request instant (ISO). */
  paymentCreatedAt: string;
  now: Date;
}

export const emptyNfse = (): NfseValues => ({
  number: '',
  verificationCode: '',
  issueDate: '',
  issuerCnpj: '',
  serviceCode: '',
  amount: '',
});

const cnpjKey = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const BRAZIL_OFFSET_MS = -3 * 3_600_000;
/** The Brazilian calendar day (YYYY-MM-DD) of an instant. */
export const brazilDay = (at: Date): string => new Date(at.getTime() + BRAZIL_OFFSET_MS).toISOString().slice(0, 10);

/** "1.875,25", "1875.25" or "1875,25" as a number; NaN when it is not an amount with at most 2 decimals. */
export function parseAmount(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$/.test(t)) return NaN;
  const decimal = /[.,]\d{1,2}$/.exec(t);
  const whole = (decimal ? t.slice(0, decimal.index) : t).replace(/[.,]/g, '');
  return Number(`${whole}${decimal ? `.${decimal[0].slice(1)}` : ''}`);
}

/** Every field's first problem (format first, then the comparison with the payment). */
export function nfseProblems(v: NfseValues, ctx: NfseContext): Partial<Record<NfseField, NfseProblem>> {
  const out: Partial<Record<NfseField, NfseProblem>> = {};
  for (const f of NFSE_FIELDS) if (!v[f].trim()) out[f] = 'required';
  if (!out.number && !sendPaymentInvoiceBodyNfseNumberRegExp.test(v.number.trim())) out.number = 'numberFormat';
  if (!out.verificationCode && !sendPaymentInvoiceBodyNfseVerificationCodeRegExp.test(v.verificationCode.trim()))
    out.verificationCode = 'codeFormat';
  if (!out.serviceCode && !sendPaymentInvoiceBodyNfseServiceCodeRegExp.test(v.serviceCode.trim())) out.serviceCode = 'serviceFormat';
  if (!out.issuerCnpj) {
    const cnpj = v.issuerCnpj.trim().toUpperCase();
    if (!sendPaymentInvoiceBodyNfseIssuerCnpjRegExp.test(cnpj) || !isValidCnpj(cnpjKey(cnpj), { version: 2 }))
      out.issuerCnpj = 'cnpjInvalid';
    else if (!ctx.companyCnpj || cnpjKey(cnpj) !== cnpjKey(ctx.companyCnpj)) out.issuerCnpj = 'issuerMismatch';
  }
  if (!out.amount) {
    const amount = parseAmount(v.amount);
    if (!(amount > 0)) out.amount = 'amountFormat';
    else if (Math.round(amount * 100) !== Math.round(ctx.paymentAmount * 100)) out.amount = 'amountMismatch';
  }
  if (!out.issueDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.issueDate) || Number.isNaN(Date.parse(`${v.issueDate}T12:00:00Z`))) out.issueDate = 'dateFormat';
    else if (v.issueDate < brazilDay(new Date(ctx.paymentCreatedAt))) out.issueDate = 'beforePayment';
    else if (v.issueDate > brazilDay(ctx.now)) out.issueDate = 'inFuture';
  }
  return out;
}

/** The body's `nfse`: trimmed, the CNPJ uppercase, the amount a number. */
export const toNfseBody = (v: NfseValues): NfseInput => ({
  number: v.number.trim(),
  verificationCode: v.verificationCode.trim(),
  issueDate: v.issueDate,
  issuerCnpj: v.issuerCnpj.trim().toUpperCase(),
  serviceCode: v.serviceCode.trim(),
  amount: parseAmount(v.amount),
});

const SERVER_CODES: Record<string, NfseProblem> = {
  nfse_issuer_mismatch: 'issuerMismatch',
  nfse_amount_mismatch: 'amountMismatch',
  nfse_issued_before_payment: 'beforePayment',
  nfse_issued_in_future: 'inFuture',
};
const FORMAT_OF: Record<NfseField, NfseProblem> = {
  number: 'numberFormat',
  verificationCode: 'codeFormat',
  issueDate: 'dateFormat',
  issuerCnpj: 'cnpjInvalid',
  serviceCode: 'serviceFormat',
  amount: 'amountFormat',
};

/** The server's refusals at `nfse.<field>`, as the form's problems (its code when it has one). */
export function serverNfseProblems(fields: readonly ProblemField[]): Partial<Record<NfseField, NfseProblem>> {
  const out: Partial<Record<NfseField, NfseProblem>> = {};
  for (const f of fields) {
    const name = f.field.replace(/^nfse\./, '') as NfseField;
    if (!f.field.startsWith('nfse.') || !NFSE_FIELDS.includes(name)) continue;
    out[name] = (f.code && SERVER_CODES[f.code]) || FORMAT_OF[name];
  }
  return out;
}
