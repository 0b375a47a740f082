// Bank account through the API: 404 while none, PIX keys judged for their type (CPF — the
// partner's own —, CNPJ numeric and alphanumeric, mobile phone, e-mail, random UUID), the bank
// list, and validate answering 200 with every problem.
import { describe, expect, it } from 'vitest';
import { getBankAccount, saveBankAccount, validateBankAccount } from '@/api/generated/endpoints/bank-account/bank-account';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, steppedUp, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const account = (
  pixKeyType: BankAccountInputBody['pixKeyType'],
  pixKey: string,
  extra: Partial<BankAccountInputBody> = {},
): BankAccountInputBody => ({ bankCode: '260', accountAgency: '0001', accountNumber: '1234567-8', pixKeyType, pixKey, ...extra });

describe('bank account', () => {
  it('answers 404 while none is saved, then the saved account with its bank', async () => {
    expect((await refusal(getBankAccount(as('newbie')))).status).toBe(404);
    const saved = await saveBankAccount(account('email', 'Lucas@Example.com'), await steppedUp('newbie'));
    expect(saved).toEqual({
      BankCode: '260',
      Bank: { Code: '260', ShortName: 'Nubank', Name: expect.any(String) },
      AccountAgency: '0001',
      AccountNumber: '1234567-8',
      PixKeyType: 'email',
      PixKey: 'lucas@example.com',
    });
    expect(await getBankAccount(as('newbie'))).toEqual(saved);
    // Saving again replaces it.
    await saveBankAccount(account('phone', '(11) 98765-4321'), await steppedUp('newbie'));
    expect(store().ownedBy('bankAccounts', DEMO_IDS.newbie)).toHaveLength(1);
    expect((await getBankAccount(as('newbie'))).PixKey).toBe('+5511987654321');
  });

  it.each<[string, BankAccountInputBody['pixKeyType'], string, boolean]>([
    ['own CPF', 'cpf', 'OWN', true],
    ['someone else’s CPF', 'cpf', '390.533.447-05', false],
    ['numeric CNPJ', 'cnpj', '11.222.333/0001-81', true],
    ['alphanumeric CNPJ', 'cnpj', '12.ABC.345/01DE-35', true],
    ['CNPJ with a wrong digit', 'cnpj', '11.222.333/0001-82', false],
    ['mobile phone', 'phone', '+55 11 98765-4321', true],
    ['landline as phone key', 'phone', '(11) 3000-0000', false],
    ['e-mail', 'email', 'ana@example.com', true],
    ['random key', 'random', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d', true],
    ['random key that is an e-mail', 'random', 'ana@example.com', false],
  ])('%s → valid %s', async (_name, type, key, valid) => {
    const pixKey = key === 'OWN' ? store().db.users.get(DEMO_IDS.affiliate)!.TaxPayerId! : key;
    const result = await validateBankAccount(account(type, pixKey), as('affiliate'));
    expect(result.valid).toBe(valid);
    if (!valid) expect(result.fields.map((f) => f.field)).toEqual(['pixKey']);
    if (valid) expect((await saveBankAccount(account(type, pixKey), await steppedUp('affiliate'))).PixKeyType).toBe(type);
    else expect((await refusal(saveBankAccount(account(type, pixKey), await steppedUp('affiliate')))).fieldErrors).toHaveProperty('pixKey');
  });

  it('reports every problem at once; 400 only for a malformed body', async () => {
    const result = await validateBankAccount(account('email', 'nope', { bankCode: '999', accountAgency: 'abc' }), as('affiliate'));
    expect(result).toEqual({
      valid: false,
      fields: expect.arrayContaining([
        expect.objectContaining({ field: 'bankCode' }),
        expect.objectContaining({ field: 'accountAgency' }),
        expect.objectContaining({ field: 'pixKey' }),
      ]),
    });
    expect((await refusal(validateBankAccount({ bankCode: '260' } as never, as('affiliate')))).status).toBe(400);
  });
});
