import { describe, expect, it } from 'vitest';
import { nfseProblems, parseAmount, serverNfseProblems, toNfseBody, type NfseValues } from './nfse-form';

// 12.ABC.345/01DE-35 is the alphanumeric CNPJ of the IN RFB 2.229/2024 example.
const ctx = {
  companyCnpj: '12ABC34501DE35',
  paymentAmount: 1875.25,
  paymentCreatedAt: '2026-11-02T13:00:00Z',
  now: new Date('2026-11-20T15:00:00Z'),
};
const good: NfseValues = {
  number: '2026000123',
  verificationCode: 'A1B2-C3D4',
  issueDate: '2026-11-03',
  issuerCnpj: '12.abc.345/01de-35',
  serviceCode: '17.06',
  amount: '1.875,25',
};

describe('NFS-e checks in the app (issue 19.1)', () => {
  it('accepts the NFS-e of the payment, an alphanumeric CNPJ typed in lower case', () => {
    expect(nfseProblems(good, ctx)).toEqual({});
    expect(toNfseBody(good)).toMatchObject({ issuerCnpj: '12.ABC.345/01DE-35', amount: 1875.25 });
  });

  it('refuses another issuer, another amount and a date before the payment, each at its field', () => {
    expect(nfseProblems({ ...good, issuerCnpj: '11.222.333/0001-81' }, ctx)).toEqual({ issuerCnpj: 'issuerMismatch' });
    expect(nfseProblems({ ...good, amount: '1875.24' }, ctx)).toEqual({ amount: 'amountMismatch' });
    expect(nfseProblems({ ...good, issueDate: '2026-11-01' }, ctx)).toEqual({ issueDate: 'beforePayment' });
    expect(nfseProblems({ ...good, issueDate: '2026-11-21' }, ctx)).toEqual({ issueDate: 'inFuture' });
  });

  it('judges the payment day in Brazil: 01:00 UTC on the 3rd is still the 2nd', () => {
    expect(nfseProblems({ ...good, issueDate: '2026-11-02' }, { ...ctx, paymentCreatedAt: '2026-11-03T01:00:00Z' })).toEqual({});
  });

  it('says what is wrong with the format before comparing', () => {
    expect(nfseProblems({ ...good, issuerCnpj: '12.ABC.345/01DE-36', number: '12a', amount: '0', serviceCode: '' }, ctx)).toEqual({
      issuerCnpj: 'cnpjInvalid',
      number: 'numberFormat',
      amount: 'amountFormat',
      serviceCode: 'required',
    });
    expect(nfseProblems(good, { ...ctx, companyCnpj: null })).toEqual({ issuerCnpj: 'issuerMismatch' });
  });

  it('reads amounts as partners type them', () => {
    expect(parseAmount('1.875,25')).toBe(1875.25);
    expect(parseAmount('1875.25')).toBe(1875.25);
    expect(parseAmount('1,875.25')).toBe(1875.25);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('abc')).toBeNaN();
  });

  it("maps the mock's codes to the same messages", () => {
    expect(
      serverNfseProblems([
        { field: 'nfse.issuerCnpj', message: 'x', code: 'nfse_issuer_mismatch' },
        { field: 'nfse.amount', message: 'x', code: 'nfse_amount_mismatch' },
        { field: 'nfse.issueDate', message: 'x', code: 'nfse_issued_before_payment' },
        { field: 'nfse.number', message: 'x' },
        { field: 'invoiceFileId', message: 'x' },
      ]),
    ).toEqual({ issuerCnpj: 'issuerMismatch', amount: 'amountMismatch', issueDate: 'beforePayment', number: 'numberFormat' });
  });
});
