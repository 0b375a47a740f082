// The NFS-e sent with a payment's invoice (issue 19.1), judged against the payment it pays: the
// issuer is the partner's registered company (CNPJ, numeric or alphanumeric — IN RFB 2.229/2024,
// judged by @brazilian-utils with version 2), the amount is the payment's to the cent, and the
// issue date (a Brazilian calendar day) is neither before the payment was requested nor after
// today. Each refusal names its field and carries its own code (the contract's ProblemFieldCode).
// The app runs the same three comparisons before it sends (src/features/wallet/nfse-form.ts).
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { ProblemFieldCode } from '@/api/generated/model/problemFieldCode';
import { brazilDate } from './brazil-time';

export interface NfseInput {
  number: string;
  verificationCode: string;
  issueDate: string;
  issuerCnpj: string;
  serviceCode: string;
  amount: number;
}

export interface NfseRefusal {
  field: 'nfse.issuerCnpj' | 'nfse.amount' | 'nfse.issueDate';
  code: Extract<ProblemFieldCode, `nfse_${string}`>;
  message: string;
}

/** A CNPJ as stored: no punctuation, letters uppercase. */
export const cnpjKey = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Numeric and alphanumeric CNPJs (the check digits decide, through the library). */
export const isCnpjValue = (value: string): boolean => isValidCnpj(cnpjKey(value), { version: 2 });

const cents = (n: number) => Math.round(n * 100);

export interface NfseContext {
  /** The partner's registered company CNPJ, or null when there is none. */
  companyCnpj: string | null;
  payment: { Amount: number; CreatedAt: string };
  now: Date;
}

/** Every refusal of the NFS-e against its payment, in field order (issuer, amount, date). */
export function nfseRefusals(nfse: NfseInput, ctx: NfseContext): NfseRefusal[] {
  const out: NfseRefusal[] = [];
  if (!ctx.companyCnpj) {
    out.push({ field: 'nfse.issuerCnpj', code: 'nfse_issuer_mismatch', message: 'No company (CNPJ) is registered for this account' });
  } else if (cnpjKey(nfse.issuerCnpj) !== cnpjKey(ctx.companyCnpj)) {
    out.push({ field: 'nfse.issuerCnpj', code: 'nfse_issuer_mismatch', message: "The issuer must be your company's CNPJ" });
  }
  if (cents(nfse.amount) !== cents(ctx.payment.Amount)) {
    out.push({
      field: 'nfse.amount',
      code: 'nfse_amount_mismatch',
      message: `The amount must be the payment's, ${ctx.payment.Amount.toFixed(2)}`,
    });
  }
  const paymentDay = brazilDate(new Date(ctx.payment.CreatedAt));
  const today = brazilDate(ctx.now);
  if (nfse.issueDate < paymentDay) {
    out.push({
      field: 'nfse.issueDate',
      code: 'nfse_issued_before_payment',
      message: `The NFS-e cannot be issued before the payment (${paymentDay})`,
    });
  } else if (nfse.issueDate > today) {
    out.push({ field: 'nfse.issueDate', code: 'nfse_issued_in_future', message: 'The issue date cannot be in the future' });
  }
  return out;
}
