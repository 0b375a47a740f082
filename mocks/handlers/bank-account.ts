// The affiliate's bank account and PIX key. Saving refuses with 400 and every failing field;
// validating answers 200 `{ valid, fields }` with the same checks and keeps 400 for a body that
// is not even the right shape. The formats are the contract's (the body schemas); what they
// cannot say is checked here: the bank is on the list, and PIX keys are judged by
// @brazilian-utils (CPF, CNPJ — numeric and the 2026 alphanumeric one —, mobile phone, e-mail,
// random/EVP), never by hand.
import { isValidPixKey } from '@brazilian-utils/brazilian-utils';
import {
  getGetBankAccountMockHandler,
  getSaveBankAccountMockHandler,
  getValidateBankAccountMockHandler,
} from '@/api/generated/endpoints/bank-account/bank-account.msw';
import type { ProblemField } from '@/api/generated/model/problemField';
import { saveBankAccountBody, validateBankAccountBody } from '@/api/generated/zod/bank-account/bank-account.zod';
import { pixKeyForApi } from '@/lib/pix-key';
import { PIX_KEY_TYPES, type PixKeyType } from '../db/enums';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { addFields, readBodyChecked } from '../http/body';
import { invalid } from '../http/respond';
import { recordSecurityEvent } from '../db/security';
import { sensitiveRefusal } from './account-security';
import { toBankAccount } from './mappers';
import { logActivity, nowIso, ownOnlyGet } from './support';

interface BankInput {
  bankCode: string;
  accountAgency: string;
  accountNumber: string;
  pixKeyType: PixKeyType;
  pixKey: string;
}

/** The library calls a random key "evp". */
const LIBRARY_KIND = { cpf: 'cpf', cnpj: 'cnpj', phone: 'phone', email: 'email', random: 'evp' } as const;

export const CPF_KEY_NOT_OWN = 'The CPF key must be your own CPF';

/** Why a PIX key cannot be used with its type, or null (its length is the contract's). A CPF key must be the partner's own CPF. */
export function pixKeyProblem(type: string, key: string, user: UserRecord | undefined): string | null {
  if (!PIX_KEY_TYPES.includes(type as PixKeyType)) return null; // reported on pixKeyType
  if (!isValidPixKey(key.trim(), { accept: [LIBRARY_KIND[type as PixKeyType]] })) return `Not a valid ${type} key`;
  if (type === 'cpf' && user?.TaxPayerId && key.replace(/\D/g, '') !== user.TaxPayerId) return CPF_KEY_NOT_OWN;
  return null;
}

/** The stored form of a key: the form the portal sends (lib/pix-key: tax IDs without mask, phones
 * as +55…), but a phone typed with its 55 kept as is, and e-mails and EVPs in lower case. */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const digits = key.replace(/\D/g, '');
  if (type === 'phone' && digits.startsWith('55') && digits.length > 11) return `+${digits}`;
  if (type === 'email' || type === 'random') return key.trim().toLowerCase();
  return pixKeyForApi(type, key);
}

/** What the body schemas cannot say: the bank is on the list, the PIX key fits its type and the partner. */
export function bankAccountProblems(
  input: Pick<BankInput, 'bankCode' | 'pixKey'> & { pixKeyType: string },
  store: Store,
  user: UserRecord | undefined,
): ProblemField[] {
  const fields: ProblemField[] = [];
  if (!store.db.banks.some((b) => b.Code === input.bankCode)) fields.push({ field: 'bankCode', message: 'Unknown bank' });
  const keyProblem = pixKeyProblem(input.pixKeyType, input.pixKey, user);
  if (keyProblem) fields.push({ field: 'pixKey', message: keyProblem });
  return fields;
}

/** Where a payout goes: a change of any part is a change of destination. */
const destination = (a: { BankCode: string; AccountAgency: string; AccountNumber: string; PixKeyType: string; PixKey: string }) =>
  [a.BankCode, a.AccountAgency, a.AccountNumber, a.PixKeyType, a.PixKey].join('|');

/** Creates the partner's account or replaces the one saved. */
function save(store: Store, user: UserRecord, input: BankInput) {
  const now = nowIso(store);
  const type = input.pixKeyType;
  const fields = {
    BankCode: input.bankCode,
    AccountAgency: input.accountAgency,
    AccountNumber: input.accountNumber,
    PixKeyType: type,
    PixKey: normalizePixKey(type, input.pixKey),
    UpdatedAt: now,
  };
  const current = store.ownedBy('bankAccounts', user.ID)[0];
  return current
    ? (store.update('bankAccounts', current.ID, fields) ?? current)
    : store.create('bankAccounts', { UserID: user.ID, CreatedAt: now, ...fields });
}

export const bankAccountHandlers = [
  getGetBankAccountMockHandler(ownOnlyGet('bankAccounts', 'No bank account saved', toBankAccount)),

  getValidateBankAccountMockHandler(
    authed(async ({ request, user, store }) => {
      const { sent, fields } = await readBodyChecked(request, validateBankAccountBody);
      addFields(fields, bankAccountProblems(sent, store, user));
      return { valid: fields.length === 0, fields };
    }),
  ),

  getSaveBankAccountMockHandler(
    authed(async (ctx) => {
      const { request, user, store } = ctx;
      const { sent, data, fields } = await readBodyChecked(request, saveBankAccountBody);
      addFields(fields, bankAccountProblems(sent, store, user));
      if (!data || fields.length) throw invalid(fields);
      // A sensitive change (issue 17): a step-up first, never in a "Log in as" session.
      const refused = sensitiveRefusal(ctx);
      if (refused) throw refused;
      const before = store.ownedBy('bankAccounts', user.ID)[0];
      const previous = before && destination(before);
      const account = save(store, user, data);
      // Replacing the payout destination holds payouts for 24 hours (code 2014).
      if (previous && previous !== destination(account)) recordSecurityEvent(store, user.ID, 'bank_account_changed', request);
      logActivity(store, user, 'bank_account_update', 'Conta bancária atualizada', request);
      return toBankAccount(account, store);
    }),
  ),
];
