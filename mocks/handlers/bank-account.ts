// The affiliate's bank account and PIX key. Saving refuses with 400 and every failing field;
// validating answers 200 `{ valid, fields }` with the same checks and keeps 400 for a body that
// is not even the right shape. PIX keys are judged by @brazilian-utils (CPF, CNPJ — numeric and
// the 2026 alphanumeric one —, mobile phone, e-mail, random/EVP), never by hand.
import { isValidPixKey } from '@brazilian-utils/brazilian-utils';
import { http, HttpResponse } from 'msw';
import type { ProblemField } from '@/api/generated/model/problemField';
import type { ValidationResult } from '@/api/generated/model/validationResult';
import { PIX_KEY_TYPES, type PixKeyType } from '../db/enums';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { invalid, notFound, readJson } from '../http/respond';
import { toBankAccount } from './mappers';
import { BodyCheck, logActivity, nowIso } from './support';

const FIELDS = ['bankCode', 'accountAgency', 'accountNumber', 'pixKeyType', 'pixKey'] as const;
type BankInput = Record<(typeof FIELDS)[number], string>;

/** The library calls a random key "evp". */
const LIBRARY_KIND = { cpf: 'cpf', cnpj: 'cnpj', phone: 'phone', email: 'email', random: 'evp' } as const;

export const CPF_KEY_NOT_OWN = 'The CPF key must be your own CPF';

/** Why a PIX key cannot be used with its type, or null. A CPF key must be the partner's own CPF. */
export function pixKeyProblem(type: string, key: string, user: UserRecord | undefined): string | null {
  if (!PIX_KEY_TYPES.includes(type as PixKeyType)) return null; // reported on pixKeyType
  if (key.length < 1 || key.length > 77) return 'Between 1 and 77 characters';
  if (!isValidPixKey(key.trim(), { accept: [LIBRARY_KIND[type as PixKeyType]] })) return `Not a valid ${type} key`;
  if (type === 'cpf' && user?.TaxPayerId && key.replace(/\D/g, '') !== user.TaxPayerId) return CPF_KEY_NOT_OWN;
  return null;
}

/** The stored form of a key: tax IDs without mask, phones as +55…, e-mails and EVPs in lower case. */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const k = key.trim();
  switch (type) {
    case 'cpf':
      return k.replace(/\D/g, '');
    case 'cnpj':
      return k.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'phone': {
      const digits = k.replace(/\D/g, '');
      return `+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
    }
    default:
      return k.toLowerCase();
  }
}

/** Shape only (every field present and text): what makes the body malformed. */
function readShape(raw: unknown): { check: BodyCheck; input: BankInput | null } {
  const check = new BodyCheck(raw, FIELDS);
  const values = FIELDS.map((f) => check.str(f, { required: true }));
  if (!check.ok) return { check, input: null };
  return { check, input: Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as BankInput };
}

/** Every content problem: formats, the bank list, the PIX key against its type and the user. */
export function bankAccountProblems(input: BankInput, store: Store, user: UserRecord | undefined): ProblemField[] {
  const fields: ProblemField[] = [];
  const fail = (field: string, message: string) => fields.push({ field, message });
  if (!/^\d{3}$/.test(input.bankCode)) fail('bankCode', 'Three digits');
  else if (!store.db.banks.some((b) => b.Code === input.bankCode)) fail('bankCode', 'Unknown bank');
  if (!/^\d{1,5}(-[0-9A-Za-z])?$/.test(input.accountAgency)) fail('accountAgency', 'Invalid branch');
  if (!/^\d{1,13}(-[0-9A-Za-z])?$/.test(input.accountNumber)) fail('accountNumber', 'Invalid account number');
  if (!PIX_KEY_TYPES.includes(input.pixKeyType as PixKeyType)) fail('pixKeyType', `One of ${PIX_KEY_TYPES.join(', ')}`);
  const keyProblem = pixKeyProblem(input.pixKeyType, input.pixKey, user);
  if (keyProblem) fail('pixKey', keyProblem);
  return fields;
}

/** Creates the partner's account or replaces the one saved. */
function save(store: Store, user: UserRecord, input: BankInput) {
  const now = nowIso(store);
  const type = input.pixKeyType as PixKeyType;
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
  http.get(
    '*/api/me/bank-account',
    authed(({ user, store }) => {
      const account = store.ownedBy('bankAccounts', user.ID)[0];
      return account ? HttpResponse.json(toBankAccount(account, store)) : notFound('No bank account saved');
    }),
  ),

  http.post(
    '*/api/me/bank-account/validate',
    authed(async ({ request, user, store }) => {
      const { check, input } = readShape(await readJson(request));
      if (!input) return check.problem();
      const fields = bankAccountProblems(input, store, user);
      const body: ValidationResult = { valid: fields.length === 0, fields };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/api/me/bank-account',
    authed(async ({ request, user, store }) => {
      const { check, input } = readShape(await readJson(request));
      if (!input) return check.problem();
      const fields = bankAccountProblems(input, store, user);
      if (fields.length) return invalid(fields);
      const account = save(store, user, input);
      logActivity(store, user, 'bank_account_update', 'Conta bancária atualizada', request);
      return HttpResponse.json(toBankAccount(account, store));
    }),
  ),
];
