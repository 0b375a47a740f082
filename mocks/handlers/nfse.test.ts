// The invoice step's NFS-e (issue 19.1) through the API: each refusal with its own code at its
// field, nothing changed by a refusal, the data kept on the payment and shown to admins, and the
// file alone still accepted (the contract keeps `nfse` optional).
import { describe, expect, it } from 'vitest';
import { adminGetPayment } from '@/api/generated/endpoints/admin-payments/admin-payments';
import { uploadMedia } from '@/api/generated/endpoints/media/media';
import { sendPaymentInvoice } from '@/api/generated/endpoints/payments/payments';
import type { NfseInput } from '@/api/generated/model/nfseInput';
import { DEMO_IDS } from '../db/demo-accounts';
import type { PaymentRecord } from '../db/types';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();

const waiting = (): PaymentRecord =>
  [...store().db.payments.values()].find((p) => p.UserID === DEMO_IDS.pending && p.Status === 'Waiting_NF')!;
const cnpj = () => store().ownedBy('businesses', DEMO_IDS.pending)[0]!.CNPJ;
const upload = async () =>
  (await uploadMedia({ file: new File(['%PDF-1.4 nota'], 'nota.pdf', { type: 'application/pdf' }) }, as('pending'))).fileId;
const nfse = (extra: Partial<NfseInput> = {}): NfseInput => ({
  number: '2026000123',
  verificationCode: 'A1B2-C3D4',
  issueDate: '2026-11-03',
  issuerCnpj: cnpj(),
  serviceCode: '17.06',
  amount: waiting().Amount,
  ...extra,
});
const send = async (extra: Partial<NfseInput> = {}) =>
  sendPaymentInvoice(waiting().ID, { invoiceFileId: await upload(), nfse: nfse(extra) }, as('pending'));
const refusedFields = async (extra: Partial<NfseInput>) => {
  const e = await refusal(send(extra));
  expect([e.status, e.reason]).toEqual([400, 'validation']);
  return e.problem?.fields?.map((f) => [f.field, f.code]);
};

describe('sendPaymentInvoice with NFS-e data', () => {
  it('keeps the NFS-e on the payment (CNPJ stored bare) and admins see it', async () => {
    const id = waiting().ID;
    const masked = cnpj().replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const sent = await send({ issuerCnpj: masked });
    expect(sent.Status).toBe('NF_Sent');
    expect(sent.Nfse).toEqual({
      Number: '2026000123',
      VerificationCode: 'A1B2-C3D4',
      IssueDate: '2026-11-03',
      IssuerCnpj: cnpj(),
      ServiceCode: '17.06',
      Amount: 1875.25,
      SentAt: store().clock.now().toISOString(),
    });
    expect((await adminGetPayment(id, as('admin'))).Nfse?.Number).toBe('2026000123');
  });

  it.each<[string, Partial<NfseInput>, string, string]>([
    ['another issuer', { issuerCnpj: '11.222.333/0001-81' }, 'nfse.issuerCnpj', 'nfse_issuer_mismatch'],
    ['another amount', { amount: 1875.2 }, 'nfse.amount', 'nfse_amount_mismatch'],
    ['issued before the payment (2026-10-31)', { issueDate: '2026-10-30' }, 'nfse.issueDate', 'nfse_issued_before_payment'],
    ['issued after today', { issueDate: '2026-11-06' }, 'nfse.issueDate', 'nfse_issued_in_future'],
  ])('refuses %s with its own code, and the payment still waits', async (_name, extra, field, code) => {
    expect(await refusedFields(extra)).toEqual([[field, code]]);
    expect(waiting().InvoiceFileID).toBeNull();
    expect(waiting().Nfse).toBeUndefined();
  });

  it('gives every refusal at once', async () => {
    expect(await refusedFields({ issuerCnpj: '11222333000181', amount: 1, issueDate: '2026-01-02' })).toEqual([
      ['nfse.issuerCnpj', 'nfse_issuer_mismatch'],
      ['nfse.amount', 'nfse_amount_mismatch'],
      ['nfse.issueDate', 'nfse_issued_before_payment'],
    ]);
  });

  it('refuses a malformed NFS-e at each field, before looking at the payment', async () => {
    const e = await refusal(send({ number: '12A', issuerCnpj: '11.222.333/0001-00', serviceCode: 'abc', amount: 0 }));
    expect(e.problem?.fields?.every((f) => f.code === undefined)).toBe(true);
    expect(e.fieldErrors).toEqual({
      'nfse.number': 'Invalid format',
      'nfse.serviceCode': 'Invalid format',
      'nfse.issuerCnpj': 'Not a valid CNPJ',
      'nfse.amount': 'More than 0',
    });
  });

  it('still answers 2013 first for a payment that does not wait for an invoice', async () => {
    const body = { invoiceFileId: await upload(), nfse: nfse({ amount: 1 }) };
    const id = waiting().ID;
    store().update('payments', id, { Status: 'Pending' });
    const e = await refusal(sendPaymentInvoice(id, body, as('pending')));
    expect(e.code).toBe(2013);
  });

  it('accepts the file alone (older clients), with no NFS-e on the payment', async () => {
    const sent = await sendPaymentInvoice(waiting().ID, { invoiceFileId: await upload() }, as('pending'));
    expect(sent.Status).toBe('NF_Sent');
    expect(sent.Nfse).toBeUndefined();
  });

  it('checks an alphanumeric company CNPJ (IN RFB 2.229/2024), masked or not', async () => {
    store().update('businesses', store().ownedBy('businesses', DEMO_IDS.pending)[0]!.ID, { CNPJ: '12.ABC.345/01DE-35' });
    expect((await send({ issuerCnpj: '12ABC34501DE35' })).Nfse?.IssuerCnpj).toBe('12ABC34501DE35');
  });
});
