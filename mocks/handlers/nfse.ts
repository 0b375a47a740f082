// The NFS-e part of the invoice step (issue 19.1): the body's `nfse`, read with the contract's
// generated schema (its fields' format rules, messages as every handler words them, at
// `nfse.<field>`), then judged against the payment it pays (rules/nfse.ts).
import type { ProblemField } from '@/api/generated/model/problemField';
import { sendPaymentInvoiceBody } from '@/api/generated/zod/payments/payments.zod';
import type { Store } from '../db/store';
import type { NfseRecord, PaymentRecord, UserRecord } from '../db/types';
import { issuesToFields } from '../http/field-messages';
import { cnpjKey, isCnpjValue, nfseRefusals, type NfseInput } from '../rules/nfse';
import type { BodyCheck } from './support';

const nfseSchema = sendPaymentInvoiceBody.shape.nfse.unwrap().strict();

/** The body's NFS-e (CNPJ in its stored form), or undefined when absent or refused (the failures go to `check`). */
export function readNfse(check: BodyCheck): NfseInput | undefined {
  const raw = check.body.nfse;
  if (raw === undefined) return undefined;
  const parsed = nfseSchema.safeParse(raw);
  if (!parsed.success)
    for (const f of issuesToFields(parsed.error.issues, raw)) check.fail(f.field === 'body' ? 'nfse' : `nfse.${f.field}`, f.message);
  // What the schema cannot say, for every field that has the right shape: the CNPJ's check
  // digits, and the contract's exclusiveMinimum, which the generated schema leaves out.
  const { issuerCnpj, amount } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof issuerCnpj === 'string' && !isCnpjValue(issuerCnpj)) check.fail('nfse.issuerCnpj', 'Not a valid CNPJ');
  if (typeof amount === 'number' && amount <= 0) check.fail('nfse.amount', 'More than 0');
  return parsed.success && check.ok ? { ...parsed.data, issuerCnpj: cnpjKey(parsed.data.issuerCnpj) } : undefined;
}

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
