// The PIX key directory look-up (issue 19.2): who a payout's key pays, masked, before the partner
// confirms. The mock's directory is the store — every saved bank account's key, every partner's
// CPF and every company's CNPJ — and a stranger at another bank for an e-mail or phone key nobody
// in the portal holds; an unknown random (EVP) key is held by nobody. The payee rule
// (rules/pix-recipient.ts) comes first: a CPF or CNPJ key must be the payee's own.
import { getLookupPixRecipientMockHandler } from '@/api/generated/endpoints/pix-recipient/pix-recipient.msw';
import type { PixRecipient } from '@/api/generated/model/pixRecipient';
import { lookupPixRecipientBody } from '@/api/generated/zod/pix-recipient/pix-recipient.zod';
import type { PixKeyType } from '../db/enums';
import type { Store } from '../db/store';
import type { BankRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { addFields, readBodyChecked } from '../http/body';
import { invalid } from '../http/respond';
import { cnpjKey } from '../rules/nfse';
import { maskCnpj, maskCpf, maskName, payeeKeyProblem, type Payee, type PayoutCategory, strangerHolder } from '../rules/pix-recipient';
import { normalizePixKey, pixKeyProblem } from './bank-account';

/** The payee's tax ids: the partner's CPF and their company's CNPJ (stored forms). */
export function payeeOf(store: Store, user: UserRecord): Payee {
  const company = store.ownedBy('businesses', user.ID)[0];
  return {
    cpf: user.TaxPayerId && /^\d{11}$/.test(user.TaxPayerId) ? user.TaxPayerId : null,
    cnpj: company ? cnpjKey(company.CNPJ) : null,
  };
}

interface Holder {
  type: 'person' | 'company';
  name: string;
  maskedTaxId: string;
  bank: BankRecord;
  /** The user (person) or the company's owner. */
  ownerId: number | null;
}

function bankOf(store: Store, userId: number | null, fallback = '001'): BankRecord {
  const code = userId === null ? fallback : (store.ownedBy('bankAccounts', userId)[0]?.BankCode ?? fallback);
  return store.db.banks.find((b) => b.Code === code) ?? (store.db.banks[0] as BankRecord);
}

const personHolder = (store: Store, u: UserRecord): Holder => ({
  type: 'person',
  name: `${u.FirstName} ${u.LastName}`,
  maskedTaxId: u.TaxPayerId && /^\d{11}$/.test(u.TaxPayerId) ? maskCpf(u.TaxPayerId) : '***.***.***-**',
  bank: bankOf(store, u.ID),
  ownerId: u.ID,
});

function companyHolder(store: Store, cnpj: string): Holder | null {
  const company = [...store.db.businesses.values()].find((b) => cnpjKey(b.CNPJ) === cnpj);
  return company
    ? {
        type: 'company',
        name: company.Name,
        maskedTaxId: maskCnpj(company.CNPJ),
        bank: bankOf(store, company.AffiliateID),
        ownerId: company.AffiliateID,
      }
    : null;
}

/** Who holds the key in the mock's directory, or null. */
export function directoryHolder(store: Store, type: PixKeyType, key: string): Holder | null {
  const stored = normalizePixKey(type, key);
  if (type === 'cpf') {
    const owner = [...store.db.users.values()].find((u) => u.TaxPayerId === stored);
    return owner ? personHolder(store, owner) : null;
  }
  if (type === 'cnpj') return companyHolder(store, stored);
  const account = [...store.db.bankAccounts.values()].find((a) => a.PixKeyType === type && a.PixKey === stored);
  const owner = account ? store.db.users.get(account.UserID) : undefined;
  if (owner) return personHolder(store, owner);
  if (type === 'random') return null;
  const stranger = strangerHolder(
    stored,
    store.db.banks.map((b) => b.Code),
  );
  return {
    type: 'person',
    name: stranger.name,
    maskedTaxId: `***.${stranger.cpfMiddle.slice(0, 3)}.${stranger.cpfMiddle.slice(3)}-**`,
    bank: bankOf(store, null, stranger.bankCode),
    ownerId: null,
  };
}

export const pixRecipientHandlers = [
  getLookupPixRecipientMockHandler(
    authed(async ({ request, user, store }) => {
      const { sent, data, fields } = await readBodyChecked(request, lookupPixRecipientBody);
      const format = pixKeyProblem(sent.pixKeyType, sent.pixKey, undefined);
      if (format) addFields(fields, [{ field: 'pixKey', message: format }]);
      if (!data || fields.length) throw invalid(fields);
      const { pixKeyType, pixKey } = data;
      const category: PayoutCategory = data.category ?? user.PaymentType;
      const payee = payeeOf(store, user);
      const notPayee = payeeKeyProblem(pixKeyType, pixKey, category, payee);
      if (notPayee) throw invalid([{ field: 'pixKey', message: notPayee, code: 'pix_key_not_payee_tax_id' }]);
      const holder = directoryHolder(store, pixKeyType, pixKey);
      if (!holder) throw invalid([{ field: 'pixKey', message: 'No PIX account holds this key', code: 'pix_key_not_found' }]);
      const company = category.startsWith('business');
      return {
        keyType: pixKeyType,
        key: normalizePixKey(pixKeyType, pixKey),
        holderType: holder.type,
        maskedName: maskName(holder.name),
        maskedTaxId: holder.maskedTaxId,
        bank: { Code: holder.bank.Code, ShortName: holder.bank.ShortName, Name: holder.bank.Name },
        payeeOwnKey: holder.ownerId === user.ID && holder.type === (company ? 'company' : 'person'),
      } satisfies PixRecipient;
    }),
  ),
];
