// The affiliate's company. Saving sends it (back) to review: approval `pending`, the old AI
// analysis and rejection reason dropped. Formats and lengths are the contract's body schema;
// beyond them the CNPJ's check digits must hold, CNAEs must be on the CNAE list and both
// documents must be files this partner uploaded. Validation answers 200 `{ valid, fields }`;
// saving answers 400.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { z } from 'zod';
import {
  getGetBusinessMockHandler,
  getSaveBusinessMockHandler,
  getValidateBusinessMockHandler,
} from '@/api/generated/endpoints/business/business.msw';
import type { ProblemField } from '@/api/generated/model/problemField';
import { saveBusinessBody, validateBusinessBody } from '@/api/generated/zod/business/business.zod';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { addFields, readBodyChecked, type BodyOptions, type Shaped } from '../http/body';
import { invalid, problem } from '../http/respond';
import { toBusiness } from './mappers';
import { logActivity, nowIso, ownOnlyGet } from './support';

type BusinessInput = z.output<typeof saveBusinessBody>;

export const normalizeCnpj = (cnpj: string) => cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
/** The check digits of a numeric CNPJ or, since July 2026, an alphanumeric one (the format is the contract's). */
export const isCnpj = (cnpj: string) => isValidCnpj(cnpj) || isValidCnpj(cnpj, { version: 2 });

/** As the form sends them: names and address parts trimmed; a name judged by the shared rule first. */
const READ: BodyOptions = { trim: ['name', 'nameAlias', 'fullAddress', 'complement'], names: ['name'], optionalNames: ['nameAlias'] };

/** What the body schema cannot say: the CNPJ's check digits, CNAEs from the list and not repeated, the partner's own documents. */
export function businessProblems(input: Shaped<z.input<typeof saveBusinessBody>>, store: Store, user: UserRecord): ProblemField[] {
  const fields: ProblemField[] = [];
  const fail = (field: string, message: string) => fields.push({ field, message });
  if (!isCnpj(input.cnpj)) fail('cnpj', 'Invalid CNPJ');
  if (new Set(input.cnaes).size !== input.cnaes.length) fail('cnaes', 'A CNAE is repeated');
  else {
    const unknown = input.cnaes.filter((c) => !store.db.cnaes.some((k) => k.Code === c));
    if (unknown.length) fail('cnaes', `Unknown CNAE ${unknown.join(', ')}`);
  }
  for (const field of ['cnpjCardMediaId', 'socialContractMediaId'] as const) {
    const media = store.db.media.get(input[field]);
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
    Name: input.name,
    NameAlias: input.nameAlias ?? '',
    FullAddress: input.fullAddress,
    PostalCode: input.postalCode,
    Street: input.fullAddress,
    Number: input.addressNumber,
    Complement: input.complement ?? '',
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
  getGetBusinessMockHandler(ownOnlyGet('businesses', 'No business saved', toBusiness)),

  getValidateBusinessMockHandler(
    authed(async ({ request, user, store }) => {
      const { sent, fields } = await readBodyChecked(request, validateBusinessBody, READ);
      addFields(fields, businessProblems(sent, store, user));
      if (!fields.some((f) => f.field === 'cnpj') && cnpjOfAnother(store, user, sent.cnpj)) {
        fields.push({ field: 'cnpj', message: 'Registered for another partner' });
      }
      return { valid: fields.length === 0, fields };
    }),
  ),

  getSaveBusinessMockHandler(
    authed(async ({ request, user, store }) => {
      const { sent, data, fields } = await readBodyChecked(request, saveBusinessBody, READ);
      addFields(fields, businessProblems(sent, store, user));
      if (!data || fields.length) throw invalid(fields);
      if (cnpjOfAnother(store, user, data.cnpj)) {
        throw problem(409, 'The CNPJ is registered for another partner', 'data_in_use', {
          fields: [{ field: 'cnpj', message: 'Already in use' }],
        });
      }
      const business = save(store, user, data);
      store.create('notifications', {
        UserID: user.ID,
        Type: 'business',
        Title: 'Empresa em análise',
        Read: false,
        CreatedAt: nowIso(store),
        Message: 'Recebemos os dados da sua empresa e eles estão em análise.',
      });
      logActivity(store, user, 'business_update', 'Dados da empresa enviados para análise', request);
      return toBusiness(business, store);
    }),
  ),
];
