// Admin businesses (/api/management/business): the approval queue, edits of the typed data,
// deletion, the AI document analysis and approve/reject (which notify the partner).
//
// AI analysis in the mock: 404 without the business; 406 `ai_missing_documents` when the CNPJ
// card or the social contract is missing; 500 `ai_unavailable` for every business whose ID is
// a multiple of 7 (a fixed, reproducible share standing in for a failing AI service); otherwise
// the stored analysis (`cached: true`) or a new one, which is saved back to Business.AIAnalysis.
import {
  getAdminAnalyzeBusinessMockHandler,
  getAdminBusinessActionMockHandler,
  getAdminDeleteBusinessMockHandler,
  getAdminGetBusinessMockHandler,
  getAdminListBusinessesMockHandler,
  getAdminUpdateBusinessMockHandler,
} from '@/api/generated/endpoints/admin-businesses/admin-businesses.msw';
import type { AdminAiAnalysis } from '@/api/generated/model/adminAiAnalysis';
import type { AdminBusinessPage } from '@/api/generated/model/adminBusinessPage';
import type { Business } from '@/api/generated/model/business';
import {
  adminBusinessActionBody,
  adminListBusinessesQueryQMax,
  adminUpdateBusinessBody,
} from '@/api/generated/zod/admin-businesses/admin-businesses.zod';
import { BUSINESS_APPROVALS } from '../db/enums';
import { fold } from '../db/queries';
import { aiAnalysis } from '../db/seed-texts';
import type { Store } from '../db/store';
import type { BusinessRecord, Db } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, paginate, problem } from '../http/respond';
import { notAllowed, notify, pathRecord } from './admin-common';
import { toBusiness } from './mappers';
import { QueryCheck, sortBy } from './support';

const READ = ['admin:business:read'];
const ACT = ['admin:business:action'];
const SORTS = ['ID', 'AffiliateID', 'Name', 'CNPJ', 'CreatedAt', 'UpdatedAt'] as const;
/** Stand-in for an unreliable AI service: these businesses always get 500 ai_unavailable. */
export const AI_FAILS_FOR = (businessId: number) => businessId % 7 === 0;

/** When each analysis made in this session was made (seeded ones date from the business's creation). */
const analyzedAt = new WeakMap<Db, Map<number, string>>();

/** The business of the path; throws the 404 answer when there is none. */
const businessOf = (store: Store, raw: string | readonly string[] | undefined): BusinessRecord =>
  pathRecord(store, 'businesses', raw, 'Business not found');

/** CNPJ (digits or masked), name, alias, and the owner's username and e-mail. */
function matches(store: Store, b: BusinessRecord, q: string): boolean {
  const digits = q.replace(/[.\-/\s]/g, '');
  if (
    digits &&
    b.CNPJ.replace(/[.\-/]/g, '')
      .toLowerCase()
      .includes(digits)
  )
    return true;
  const owner = store.db.users.get(b.AffiliateID);
  return fold(`${b.Name} ${b.NameAlias} ${owner?.Username ?? ''} ${owner?.Email ?? ''}`).includes(q);
}

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(SORTS, 'CreatedAt');
    const approval = check.oneOf('approval', BUSINESS_APPROVALS);
    const rawQ = check.text('q', adminListBusinessesQueryQMax, { min: 1 });
    if (!check.ok) throw check.problem();
    const q = rawQ ? fold(rawQ.trim()) : '';
    const rows = [...store.db.businesses.values()].filter((b) => (!approval || b.Approval === approval) && (!q || matches(store, b, q)));
    const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
    return { ...page, items: page.items.map((b) => toBusiness(b, store)) } satisfies AdminBusinessPage;
  },
  { permissions: READ },
);

const getOne = authed(
  ({ params, store }) => {
    return toBusiness(businessOf(store, params.businessId), store) satisfies Business;
  },
  { permissions: READ },
);

const update = authed(
  async ({ request, params, store }) => {
    const business = businessOf(store, params.businessId);
    const b = await readBody(request, adminUpdateBusinessBody, { minProperties: 1, names: ['name'], optionalNames: ['nameAlias'] });
    const unknown = (b.cnaes ?? []).filter((code) => !store.db.cnaes.some((c) => c.Code === code));
    if (unknown.length) throw invalid([{ field: 'cnaes', message: `Unknown CNAE ${unknown.join(', ')}` }]);
    const patch: Partial<BusinessRecord> = { UpdatedAt: store.clock.now().toISOString() };
    if (b.name !== undefined) patch.Name = b.name.trim();
    if (b.nameAlias !== undefined) patch.NameAlias = b.nameAlias?.trim() ?? '';
    if (b.postalCode !== undefined) patch.PostalCode = b.postalCode;
    if (b.fullAddress !== undefined) patch.FullAddress = b.fullAddress.trim();
    if (b.addressNumber !== undefined) patch.Number = b.addressNumber.trim();
    if (b.complement !== undefined) patch.Complement = b.complement?.trim() ?? '';
    if (b.cnaes !== undefined) patch.CNAEs = [...new Set(b.cnaes)];
    const updated = store.update('businesses', business.ID, patch) as BusinessRecord;
    return toBusiness(updated, store) satisfies Business;
  },
  { permissions: ACT },
);

const remove = authed(
  ({ params, store }) => {
    const business = businessOf(store, params.businessId);
    store.remove('businesses', business.ID);
  },
  { permissions: ACT },
);

const analyze = authed(
  ({ params, store }) => {
    const business = businessOf(store, params.businessId);
    const docs = store.db.media;
    if (
      !business.CNPJCardMediaID ||
      !business.SocialContractMediaID ||
      !docs.has(business.CNPJCardMediaID) ||
      !docs.has(business.SocialContractMediaID)
    ) {
      throw problem(406, 'The business has no CNPJ card or no social contract to analyse.', 'ai_missing_documents');
    }
    if (AI_FAILS_FOR(business.ID)) throw problem(500, 'The AI analysis service is unavailable. Try again later.', 'ai_unavailable');
    const times = analyzedAt.get(store.db) ?? new Map<number, string>();
    analyzedAt.set(store.db, times);
    let cached = true;
    if (!business.AIAnalysis) {
      cached = false;
      const text = aiAnalysis(business.Approval, business.Name, business.CNAEs[0] ?? '', business.ID);
      store.update('businesses', business.ID, { AIAnalysis: text });
      times.set(business.ID, store.clock.now().toISOString());
    }
    const body: AdminAiAnalysis = {
      businessId: business.ID,
      analysis: business.AIAnalysis as string,
      analyzedAt: times.get(business.ID) ?? business.CreatedAt,
      cached,
    };
    return body;
  },
  { permissions: READ },
);

/** approve: only a pending business; reject: a pending one, or an approved one to revoke it. */
const action = authed(
  async ({ request, params, store }) => {
    const name = params.action;
    if (name !== 'approve' && name !== 'reject') throw invalid([{ field: 'action', message: 'One of approve, reject' }]);
    const business = businessOf(store, params.businessId);
    const body = await readBody(request, adminBusinessActionBody, { optional: true });
    const reason = body.reason?.trim() ?? '';
    if (name === 'reject' && !reason) throw invalid([{ field: 'reason', message: 'Required to reject a business' }]);
    const allowed = name === 'approve' ? business.Approval === 'pending' : business.Approval !== 'rejected';
    if (!allowed) throw notAllowed(`Action ${name} is not allowed for a business that is ${business.Approval}`);
    const updated = store.update('businesses', business.ID, {
      Approval: name === 'approve' ? 'approved' : 'rejected',
      ApprovalReason: name === 'approve' ? null : reason,
      UpdatedAt: store.clock.now().toISOString(),
    }) as BusinessRecord;
    if (name === 'approve') {
      notify(
        store,
        business.AffiliateID,
        'business',
        'Empresa aprovada',
        `Sua empresa ${business.Name} foi aprovada. Você já pode solicitar saques como pessoa jurídica.`,
      );
    } else {
      notify(store, business.AffiliateID, 'business', 'Empresa reprovada', `Sua empresa ${business.Name} foi reprovada: ${reason}`);
    }
    return toBusiness(updated, store) satisfies Business;
  },
  { permissions: ACT },
);

export const adminBusinessesHandlers = [
  getAdminListBusinessesMockHandler(list),
  getAdminAnalyzeBusinessMockHandler(analyze),
  getAdminGetBusinessMockHandler(getOne),
  getAdminUpdateBusinessMockHandler(update),
  getAdminDeleteBusinessMockHandler(remove),
  getAdminBusinessActionMockHandler(action),
];
