// The affiliate's company. Saving sends it (back) to review: approval `pending`, the old AI
// analysis and rejection reason dropped. CNAEs must be on the CNAE list and both documents must
// be files this partner uploaded. Validation answers 200 `{ valid, fields }`; saving answers 400.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { http, HttpResponse } from 'msw';
import type { ProblemField } from '@/api/generated/model/problemField';
import type { ValidationResult } from '@/api/generated/model/validationResult';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { invalid, notFound, problem, readJson } from '../http/respond';
import { nameFields } from '../rules/names';
import { toBusiness } from './mappers';
import { BodyCheck, logActivity, nowIso } from './support';

interface BusinessInput {
  cnpj: string;
  name: string;
  nameAlias: string | null;
  postalCode: string;
  fullAddress: string;
  addressNumber: string;
  complement: string | null;
  cnaes: string[];
  cnpjCardMediaId: string;
  socialContractMediaId: string;
}
const REQUIRED = ['cnpj', 'name', 'postalCode', 'fullAddress', 'addressNumber', 'cnpjCardMediaId', 'socialContractMediaId'] as const;
const FIELDS = [...REQUIRED, 'nameAlias', 'complement', 'cnaes'];
const CNPJ_PATTERN = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;
const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const normalizeCnpj = (cnpj: string) => cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
/** Numeric CNPJs and, since July 2026, alphanumeric ones. */
export const isCnpj = (cnpj: string) => CNPJ_PATTERN.test(cnpj) && (isValidCnpj(cnpj) || isValidCnpj(cnpj, { version: 2 }));

function readShape(raw: unknown): { check: BodyCheck; input: BusinessInput | null } {
  const check = new BodyCheck(raw, FIELDS);
  const required = REQUIRED.map((f) => check.str(f, { required: true }));
  const nameAlias = check.str('nameAlias', { nullable: true }) ?? null;
  const complement = check.str('complement', { nullable: true }) ?? null;
  const cnaes = check.body.cnaes;
  if (cnaes === undefined) check.fail('cnaes', 'Required');
  else if (!Array.isArray(cnaes) || cnaes.some((c) => typeof c !== 'string')) check.fail('cnaes', 'A list of CNAE codes');
  if (!check.ok) return { check, input: null };
  const [cnpj, name, postalCode, fullAddress, addressNumber, cnpjCardMediaId, socialContractMediaId] = required as string[];
  return {
    check,
    input: {
      cnpj: cnpj as string,
      name: name as string,
      nameAlias,
      postalCode: postalCode as string,
      fullAddress: fullAddress as string,
      addressNumber: addressNumber as string,
      complement,
      cnaes: cnaes as string[],
      cnpjCardMediaId: cnpjCardMediaId as string,
      socialContractMediaId: socialContractMediaId as string,
    },
  };
}

export function businessProblems(input: BusinessInput, store: Store, user: UserRecord): ProblemField[] {
  const fields: ProblemField[] = [];
  const fail = (field: string, message: string) => fields.push({ field, message });
  const length = (field: keyof BusinessInput, value: string | null, min: number, max: number) => {
    if (value !== null && (value.trim().length < min || value.length > max)) fail(field, `Between ${min} and ${max} characters`);
  };
  if (!isCnpj(input.cnpj)) fail('cnpj', 'Invalid CNPJ');
  // The name rule first (rules/names.ts): "only spaces" says so rather than "too short".
  for (const f of nameFields({ name: input.name, nameAlias: input.nameAlias }, ['name'], ['nameAlias'])) fail(f.field, f.message);
  if (!fields.some((f) => f.field === 'name')) length('name', input.name, 2, 128);
  if (!fields.some((f) => f.field === 'nameAlias')) length('nameAlias', input.nameAlias, 0, 128);
  if (!/^\d{5}-?\d{3}$/.test(input.postalCode)) fail('postalCode', 'Invalid postal code (CEP)');
  length('fullAddress', input.fullAddress, 5, 256);
  length('addressNumber', input.addressNumber, 1, 16);
  length('complement', input.complement, 0, 64);
  if (input.cnaes.length < 1 || input.cnaes.length > 20) fail('cnaes', 'Between 1 and 20 CNAEs');
  else if (new Set(input.cnaes).size !== input.cnaes.length) fail('cnaes', 'A CNAE is repeated');
  else {
    const unknown = input.cnaes.filter((c) => !store.db.cnaes.some((k) => k.Code === c));
    if (unknown.length) fail('cnaes', `Unknown CNAE ${unknown.join(', ')}`);
  }
  for (const field of ['cnpjCardMediaId', 'socialContractMediaId'] as const) {
    const id = input[field];
    const media = MEDIA_ID_PATTERN.test(id) ? store.db.media.get(id) : undefined;
    if (!media || media.OwnerID !== user.ID) fail(field, 'Upload the document first');
  }
  return fields;
}

function cnpjOfAnother(store: Store, user: UserRecord, cnpj: string): boolean {
  const wanted = normalizeCnpj(cnpj);
  for (const b of store.db.businesses.values()) if (b.AffiliateID !== user.ID && normalizeCnpj(b.CNPJ) === wanted) return true;
  return false;
}

function save(store: Store, user: UserRecord, input: BusinessInput) {
  const now = nowIso(store);
  const current = store.ownedBy('businesses', user.ID)[0];
  const fields = {
    CNPJ: normalizeCnpj(input.cnpj),
    Name: input.name.trim(),
    NameAlias: input.nameAlias?.trim() ?? '',
    FullAddress: input.fullAddress.trim(),
    PostalCode: input.postalCode,
    Street: input.fullAddress.trim(),
    Number: input.addressNumber,
    Complement: input.complement?.trim() ?? '',
    CNAEs: [...input.cnaes],
    CNPJCardMediaID: input.cnpjCardMediaId,
    SocialContractMediaID: input.socialContractMediaId,
    AIAnalysis: null,
    Approval: 'pending' as const,
    ApprovalReason: null,
    UpdatedAt: now,
  };
  if (current) return store.update('businesses', current.ID, fields) ?? current;
  return store.create('businesses', { AffiliateID: user.ID, District: '', City: '', State: '', CreatedAt: now, ...fields });
}

export const businessHandlers = [
  http.get(
    '*/api/me/business',
    authed(({ user, store }) => {
      const business = store.ownedBy('businesses', user.ID)[0];
      return business ? HttpResponse.json(toBusiness(business, store)) : notFound('No business saved');
    }),
  ),

  http.post(
    '*/api/me/business/validate',
    authed(async ({ request, user, store }) => {
      const { check, input } = readShape(await readJson(request));
      if (!input) return check.problem();
      const fields = businessProblems(input, store, user);
      if (!fields.some((f) => f.field === 'cnpj') && cnpjOfAnother(store, user, input.cnpj)) {
        fields.push({ field: 'cnpj', message: 'Registered for another partner' });
      }
      const body: ValidationResult = { valid: fields.length === 0, fields };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/api/me/business',
    authed(async ({ request, user, store }) => {
      const { check, input } = readShape(await readJson(request));
      if (!input) return check.problem();
      const fields = businessProblems(input, store, user);
      if (fields.length) return invalid(fields);
      if (cnpjOfAnother(store, user, input.cnpj)) {
        return problem(409, 'The CNPJ is registered for another partner', 'data_in_use', {
          fields: [{ field: 'cnpj', message: 'Already in use' }],
        });
      }
      const business = save(store, user, input);
      store.create('notifications', {
        UserID: user.ID,
        Type: 'business',
        Title: 'Empresa em análise',
        Read: false,
        CreatedAt: nowIso(store),
        Message: 'Recebemos os dados da sua empresa e eles estão em análise.',
      });
      logActivity(store, user, 'business_update', 'Dados da empresa enviados para análise', request);
      return HttpResponse.json(toBusiness(business, store));
    }),
  ),
];
