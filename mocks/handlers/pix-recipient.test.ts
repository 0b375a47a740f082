// The PIX key directory look-up (issue 19.2) and the payee rule in the payout request: the holder
// masked as banking apps show it, a CPF or CNPJ key that is not the payee's own refused at the
// field with its code, and nothing created by a look-up.
import { describe, expect, it } from 'vitest';
import { requestPayout } from '@/api/generated/endpoints/payments/payments';
import { lookupPixRecipient } from '@/api/generated/endpoints/pix-recipient/pix-recipient';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();
const cpfOf = (id: number) => store().db.users.get(id)!.TaxPayerId as string;
const cnpjOf = (id: number) => store().ownedBy('businesses', id)[0]!.CNPJ;
const fieldCode = async (call: Promise<unknown>) => {
  const e = await refusal(call);
  return [e.status, e.reason, e.problem?.fields?.[0]?.field, e.problem?.fields?.[0]?.code];
};

describe('lookupPixRecipient', () => {
  it('shows the partner’s own CPF key masked, with their bank, as their own', async () => {
    const cpf = cpfOf(DEMO_IDS.affiliate);
    const payments = store().db.payments.size;
    expect(await lookupPixRecipient({ pixKeyType: 'cpf', pixKey: cpf, category: 'person' }, as('affiliate'))).toEqual({
      keyType: 'cpf',
      key: cpf,
      holderType: 'person',
      maskedName: 'Ma*** A***',
      maskedTaxId: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      bank: { Code: '260', ShortName: 'Nubank', Name: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
      payeeOwnKey: true,
    });
    expect(store().db.payments.size).toBe(payments);
  });

  it('shows the company behind its CNPJ key for a company payout', async () => {
    const cnpj = cnpjOf(DEMO_IDS.receipts);
    const company = store().ownedBy('businesses', DEMO_IDS.receipts)[0]!;
    const found = await lookupPixRecipient({ pixKeyType: 'cnpj', pixKey: cnpj, category: 'business' }, as('receipts'));
    expect(found).toMatchObject({ holderType: 'company', payeeOwnKey: true });
    expect(found.maskedName.split(' ')[0]).toBe(`${company.Name.slice(0, 2)}***`);
    expect(found.maskedTaxId).toMatch(/^\*\*\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\*\*$/);
  });

  it('shows another partner’s saved key as theirs, not the payee’s', async () => {
    const pending = store().db.users.get(DEMO_IDS.pending)!;
    const found = await lookupPixRecipient({ pixKeyType: 'email', pixKey: pending.Email.toUpperCase() }, as('affiliate'));
    expect(found).toMatchObject({ maskedName: 'He*** D***', payeeOwnKey: false, key: pending.Email });
  });

  it('gives a stranger’s e-mail key the same masked holder every time', async () => {
    const a = await lookupPixRecipient({ pixKeyType: 'email', pixKey: 'someone@example.org' }, as('affiliate'));
    const b = await lookupPixRecipient({ pixKeyType: 'email', pixKey: 'someone@example.org' }, as('affiliate'));
    expect(a).toEqual(b);
    expect(a.maskedName).toMatch(/^\S{2}\*\*\* \S\*\*\*$/);
    expect(a.payeeOwnKey).toBe(false);
  });

  it('refuses a CPF key that is not the payee’s own CPF, at the field with its code', async () => {
    expect(await fieldCode(lookupPixRecipient({ pixKeyType: 'cpf', pixKey: '52998224725', category: 'person' }, as('affiliate')))).toEqual([
      400,
      'validation',
      'pixKey',
      'pix_key_not_payee_tax_id',
    ]);
  });

  it('refuses the partner’s own CPF for a company payout, and a CNPJ for a personal one', async () => {
    const cpf = cpfOf(DEMO_IDS.affiliate);
    const cnpj = cnpjOf(DEMO_IDS.affiliate);
    expect((await fieldCode(lookupPixRecipient({ pixKeyType: 'cpf', pixKey: cpf, category: 'business' }, as('affiliate'))))[3]).toBe(
      'pix_key_not_payee_tax_id',
    );
    expect((await fieldCode(lookupPixRecipient({ pixKeyType: 'cnpj', pixKey: cnpj, category: 'person' }, as('affiliate'))))[3]).toBe(
      'pix_key_not_payee_tax_id',
    );
  });

  it('refuses a random key nobody holds as not found', async () => {
    expect(
      await fieldCode(lookupPixRecipient({ pixKeyType: 'random', pixKey: '123e4567-e89b-42d3-a456-426614174000' }, as('affiliate'))),
    ).toEqual([400, 'validation', 'pixKey', 'pix_key_not_found']);
  });

  it('refuses a key that is not of its type, and an analyst (not an affiliate)', async () => {
    expect((await refusal(lookupPixRecipient({ pixKeyType: 'phone', pixKey: 'nope' }, as('affiliate')))).fieldErrors.pixKey).toBeTruthy();
    expect((await refusal(lookupPixRecipient({ pixKeyType: 'email', pixKey: 'a@example.com' }, as('analyst')))).status).toBe(403);
  });
});

describe('requestPayout: the payee’s own tax id', () => {
  it('refuses a company payout to the partner’s CPF key, after the payout codes, creating nothing', async () => {
    const before = store().db.payments.size;
    const call = requestPayout({ pixKeyType: 'cpf', pixKey: cpfOf(DEMO_IDS.affiliate), category: 'business' }, as('affiliate'));
    expect(await fieldCode(call)).toEqual([400, 'validation', 'pixKey', 'pix_key_not_payee_tax_id']);
    expect(store().db.payments.size).toBe(before);
  });

  it('pays a company payout to the company’s CNPJ key', async () => {
    const paid = await requestPayout({ pixKeyType: 'cnpj', pixKey: cnpjOf(DEMO_IDS.affiliate), category: 'business' }, as('affiliate'));
    expect(paid).toMatchObject({ Status: 'Pending', Category: 'business', PixKeyType: 'cnpj' });
  });

  it('names the code on a CPF key that is not the partner’s own, as before the payout codes', async () => {
    expect(await fieldCode(requestPayout({ pixKeyType: 'cpf', pixKey: '52998224725' }, as('affiliate')))).toEqual([
      400,
      'validation',
      'pixKey',
      'pix_key_not_payee_tax_id',
    ]);
  });
});
