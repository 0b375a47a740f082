import { describe, expect, it } from 'vitest';
import { cnpjKey, isCnpjValue, nfseRefusals, type NfseInput } from './nfse';

// The payment was requested on 2026-10-31 at 22:30 in Brazil (01:30 UTC the next day).
const payment = { Amount: 1875.25, CreatedAt: '2026-11-01T01:30:00.000Z' };
const now = new Date('2026-11-05T15:00:00.000Z');
const companyCnpj = '28069761000119';
const good: NfseInput = {
  number: '2026000123',
  verificationCode: 'A1B2-C3D4',
  issueDate: '2026-11-03',
  issuerCnpj: '28.069.761/0001-19',
  serviceCode: '17.06',
  amount: 1875.25,
};
const codes = (input: Partial<NfseInput>, cnpj: string | null = companyCnpj) =>
  nfseRefusals({ ...good, ...input }, { companyCnpj: cnpj, payment, now }).map((r) => [r.field, r.code]);

describe('nfseRefusals', () => {
  it('accepts an NFS-e that matches the payment, masked or not', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ issuerCnpj: '28069761000119' })).toEqual([]);
  });

  it('refuses another issuer, and any issuer when the partner has no company', () => {
    expect(codes({ issuerCnpj: '11.222.333/0001-81' })).toEqual([['nfse.issuerCnpj', 'nfse_issuer_mismatch']]);
    expect(codes({}, null)).toEqual([['nfse.issuerCnpj', 'nfse_issuer_mismatch']]);
  });

  it('matches an alphanumeric CNPJ whatever its case and mask', () => {
    expect(isCnpjValue('12.ABC.345/01DE-35')).toBe(true);
    expect(codes({ issuerCnpj: '12.abc.345/01de-35' }, '12ABC34501DE35')).toEqual([]);
    expect(cnpjKey('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('refuses an amount a cent off either way', () => {
    expect(codes({ amount: 1875.24 })).toEqual([['nfse.amount', 'nfse_amount_mismatch']]);
    expect(codes({ amount: 1875.26 })).toEqual([['nfse.amount', 'nfse_amount_mismatch']]);
  });

  it('reads the payment day in Brazil: the 31st is allowed, the 30th is before the payment', () => {
    expect(codes({ issueDate: '2026-10-31' })).toEqual([]);
    expect(codes({ issueDate: '2026-10-30' })).toEqual([['nfse.issueDate', 'nfse_issued_before_payment']]);
  });

  it('refuses an issue date after today (Brazil)', () => {
    expect(codes({ issueDate: '2026-11-05' })).toEqual([]);
    expect(codes({ issueDate: '2026-11-06' })).toEqual([['nfse.issueDate', 'nfse_issued_in_future']]);
  });

  it('gives every refusal at once, each at its field with its own code', () => {
    expect(codes({ issuerCnpj: '11222333000181', amount: 10, issueDate: '2026-01-01' })).toEqual([
      ['nfse.issuerCnpj', 'nfse_issuer_mismatch'],
      ['nfse.amount', 'nfse_amount_mismatch'],
      ['nfse.issueDate', 'nfse_issued_before_payment'],
    ]);
  });
});
