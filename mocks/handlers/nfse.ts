// The NFS-e part of the invoice step (issue 19.1): the body's `nfse`, read with the contract's
// generated schema (its fields' format rules, messages as every handler words them, at
// `nfse.<field>`), then judged against the payment it pays (rules/nfse.ts).
import type { z } from 'zod';
import type { ProblemField } from '@/api/generated/model/problemField';
import { sendPaymentInvoiceBody } from '@/api/generated/zod/payments/payments.zod';
import type { Store } from '../db/store';
import type { NfseRecord, PaymentRecord, UserRecord } from '../db/types';
import { cnpjKey, isCnpjValue, nfseRefusals, type NfseInput } from '../rules/nfse';

type NfseBody = NonNullable<z.output<typeof sendPaymentInvoiceBody>['nfse']>;

/**
 * What the generated schema cannot say about the body's `nfse` as sent (http/body.ts reads its
 * format rules, at `nfse.<field>`): the CNPJ's check digits, and the contract's exclusiveMinimum,
 * which the generated schema leaves out.
 */
export function nfseFormatProblems(sent: unknown): ProblemField[] {
  if (typeof sent !== 'object' || sent === null) return [];
  const { issuerCnpj, amount } = sent as Record<string, unknown>;
  const fields: ProblemField[] = [];
  if (typeof issuerCnpj === 'string' && !isCnpjValue(issuerCnpj)) fields.push({ field: 'nfse.issuerCnpj', message: 'Not a valid CNPJ' });
  if (typeof amount === 'number' && amount <= 0) fields.push({ field: 'nfse.amount', message: 'More than 0' });
  return fields;
}

/** The parsed NFS-e with its CNPJ in the stored form. */
export const toNfseInput = (n: NfseBody): NfseInput => ({ ...n, issuerCnpj: cnpjKey(n.issuerCnpj) });

/** As stored on the payment. */
export const nfseRecord = (n: NfseInput, sentAt: string): NfseRecord => ({
  Number: n.number,
  VerificationCode: n.verificationCode,
  IssueDate: n.issueDate,
  IssuerCnpj: n.issuerCnpj,
  ServiceCode: n.serviceCode,
  Amount: n.amount,
  SentAt: sentAt,
});

/** The NFS-e's refusals against the payment, as the contract's fields with their codes. */
export function nfseProblems(store: Store, user: UserRecord, payment: PaymentRecord, nfse: NfseInput): ProblemField[] {
  const company = store.ownedBy('businesses', user.ID)[0];
  return nfseRefusals(nfse, { companyCnpj: company?.CNPJ ?? null, payment, now: store.clock.now() }).map((r) => ({
    field: r.field,
    message: r.message,
    code: r.code,
  }));
}
