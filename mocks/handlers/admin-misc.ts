// The admin's smaller partner tools: the partner's bank account (same checks as the partner's
// own form, bank-account.ts), the sub-affiliate tree (list, CSV export, move, detach) and the
// per-partner settings (the limits setting-keys.ts knows, and any other stored key).
// Legacy data exports live in admin-legacy.ts.
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import type { AdminSubAffiliatePage } from '@/api/generated/model/adminSubAffiliatePage';
import type { BankAccount } from '@/api/generated/model/bankAccount';
import type { Partner } from '@/api/generated/model/partner';
import type { Setting } from '@/api/generated/model/setting';
import type { ValidationResult } from '@/api/generated/model/validationResult';
import {
  adminSavePartnerBankAccountBody,
  adminValidatePartnerBankAccountBody,
} from '@/api/generated/zod/admin-partner-bank-account/admin-partner-bank-account.zod';
import { adminSavePartnerSettingBody } from '@/api/generated/zod/admin-settings/admin-settings.zod';
import { adminMoveSubAffiliateBody } from '@/api/generated/zod/admin-sub-affiliates/admin-sub-affiliates.zod';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { invalid, notFound, paginate } from '../http/respond';
import { settingValueProblem } from '../rules/settings';
import { notAllowed, parseBody, partnerOf, pathId } from './admin-common';
import { partnerSettings, toPartner, toSetting, toSubAffiliate } from './admin-mappers';
import { bankAccountProblems, normalizePixKey } from './bank-account';
import { toBankAccount } from './mappers';
import { QueryCheck, sortBy } from './support';

const ACCOUNT = '*/api/management/partner/bank-account';
const SUBS = '*/api/management/sub-affiliates';
const SETTINGS = '*/api/management/settings';
type PartnerParams = { partnerId: string };

// ── partner bank account ──

const validateAccount = authed(
  async ({ request, store }) => {
    const body = await parseBody(request, adminValidatePartnerBankAccountBody);
    if (!body.ok) return body.response;
    const { partnerId, ...input } = body.data;
    const partner = store.db.users.get(partnerId);
    if (!partner) return notFound('Partner not found');
    const fields = bankAccountProblems(input, store, partner);
    return HttpResponse.json({ valid: fields.length === 0, fields } satisfies ValidationResult);
  },
  { permissions: ['admin:partner:bank-account:read', 'admin:partner:bank-account:update'] },
);

const getAccount = authed<PartnerParams>(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    const account = store.ownedBy('bankAccounts', partner.ID)[0];
    return account ? HttpResponse.json(toBankAccount(account, store) satisfies BankAccount) : notFound('The partner has no bank account');
  },
  { permissions: ['admin:partner:bank-account:read'] },
);

/** Creates the partner's account or replaces the saved one. */
const saveAccount = authed<PartnerParams>(
  async ({ request, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    const body = await parseBody(request, adminSavePartnerBankAccountBody);
    if (!body.ok) return body.response;
    const input = body.data;
    const fields = bankAccountProblems(input, store, partner);
    if (fields.length) return invalid(fields);
    const now = store.clock.now().toISOString();
    const values = {
      BankCode: input.bankCode,
      AccountAgency: input.accountAgency,
      AccountNumber: input.accountNumber,
      PixKeyType: input.pixKeyType,
      PixKey: normalizePixKey(input.pixKeyType, input.pixKey),
      UpdatedAt: now,
    };
    const current = store.ownedBy('bankAccounts', partner.ID)[0];
    const saved = current
      ? (store.update('bankAccounts', current.ID, values) ?? current)
      : store.create('bankAccounts', { UserID: partner.ID, CreatedAt: now, ...values });
    return HttpResponse.json(toBankAccount(saved, store) satisfies BankAccount);
  },
  { permissions: ['admin:partner:bank-account:update'] },
);

const deleteAccount = authed<PartnerParams>(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    const accounts = store.ownedBy('bankAccounts', partner.ID);
    if (!accounts.length) return notFound('The partner has no bank account');
    for (const a of [...accounts]) store.remove('bankAccounts', a.ID);
    return new HttpResponse(null, { status: 204 });
  },
  { permissions: ['admin:partner:bank-account:delete'] },
);

// ── sub-affiliates ──

const SUB_SORTS = ['ID', 'Username', 'CreatedAt', 'Registrations', 'FTD', 'QFTD', 'Commission'] as const;
const CSV_FIELDS = ['ID', 'Username', 'FirstName', 'LastName', 'Status', 'CreatedAt', 'Registrations', 'FTD', 'QFTD', 'Commission'];

const listSubs = authed<PartnerParams>(
  ({ url, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    const check = new QueryCheck(url);
    const paging = check.page(SUB_SORTS, 'CreatedAt');
    if (!check.ok) return check.problem();
    // A partner has a handful of direct sub-affiliates, so their figures are summed before sorting.
    const subs = store.ownedBy('users', partner.ID).map((u) => toSubAffiliate(u, store));
    return HttpResponse.json(paginate(sortBy(subs, paging.sort ?? 'CreatedAt', paging.order), paging) satisfies AdminSubAffiliatePage);
  },
  { permissions: ['admin:partners:affiliated:read'] },
);

/** Every direct sub-affiliate, oldest first, amounts with a dot and 2 decimals. */
const exportSubs = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const partnerId = check.int('partnerId');
    if (partnerId === undefined && check.ok) check.fields.push({ field: 'partnerId', message: 'Required' });
    if (!check.ok || partnerId === undefined) return check.problem();
    const partner = store.db.users.get(partnerId);
    if (!partner) return notFound('Partner not found');
    const rows = sortBy(
      store.ownedBy('users', partner.ID).map((u) => toSubAffiliate(u, store)),
      'CreatedAt',
      'asc',
    ).map((s) => ({ ...s, Commission: s.Commission.toFixed(2) }));
    const csv = Papa.unparse(
      { fields: CSV_FIELDS, data: rows.map((r) => CSV_FIELDS.map((f) => r[f as keyof typeof r])) },
      { newline: '\n' },
    );
    return new HttpResponse(`${csv}\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sub-affiliates-${partner.ID}.csv"`,
      },
    });
  },
  { permissions: ['admin:partners:affiliated:read'] },
);

/** Whether `ancestorId` is `id` or above it in the tree (the walk stops on an existing cycle). */
function isAncestorOrSelf(store: Store, ancestorId: number, id: number): boolean {
  const seen = new Set<number>();
  for (let cur: number | null = id; cur !== null && !seen.has(cur); cur = store.db.users.get(cur)?.ParentID ?? null) {
    if (cur === ancestorId) return true;
    seen.add(cur);
  }
  return false;
}

const moveSub = authed(
  async ({ request, store }) => {
    const body = await parseBody(request, adminMoveSubAffiliateBody);
    if (!body.ok) return body.response;
    const { subAffiliateId, parentId } = body.data;
    const sub = store.db.users.get(subAffiliateId);
    const parent = store.db.users.get(parentId);
    if (!sub || !parent) return notFound(!sub ? 'Sub-affiliate not found' : 'Parent partner not found');
    // The new parent may not be the partner itself or anyone below it.
    if (isAncestorOrSelf(store, subAffiliateId, parentId)) {
      return notAllowed(
        `Partner ${subAffiliateId} cannot be placed under ${parentId === subAffiliateId ? 'itself' : `its own sub-affiliate ${parentId}`}`,
      );
    }
    const moved = store.update('users', sub.ID, { ParentID: parent.ID }) as UserRecord;
    return HttpResponse.json(toPartner(moved, store) satisfies Partner);
  },
  { permissions: ['admin:partners:affiliated:put'] },
);

const removeSub = authed<PartnerParams & { subAffiliateId: string }>(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    const subId = pathId(params.subAffiliateId);
    const sub = subId === null ? undefined : store.db.users.get(subId);
    if (!sub || sub.ParentID !== partner.ID) return notFound('Not a direct sub-affiliate of this partner');
    store.update('users', sub.ID, { ParentID: null });
    return new HttpResponse(null, { status: 204 });
  },
  { permissions: ['admin:partners:affiliated:delete'] },
);

// ── per-partner settings ──

/**
 * Admin changes leave no `settings_update` activity row, so they do not use up the partner's 10 a
 * day. The value follows the key's rule (rules/settings.ts: the campaign limit is a whole number).
 */
const saveSetting = authed(
  async ({ request, store }) => {
    const body = await parseBody(request, adminSavePartnerSettingBody);
    if (!body.ok) return body.response;
    const { partnerId, key, value } = body.data;
    const refused = settingValueProblem(key, value);
    if (refused) return invalid([{ field: 'value', message: refused }]);
    const partner = store.db.users.get(partnerId);
    if (!partner) return notFound('Partner not found');
    const now = store.clock.now().toISOString();
    const stored = store.ownedBy('settings', partner.ID).find((s) => s.Key === key);
    const saved = stored
      ? (store.update('settings', stored.ID, { Value: value, UpdatedAt: now }) ?? stored)
      : store.create('settings', { UserID: partner.ID, Key: key, Value: value, UpdatedAt: now });
    return HttpResponse.json(toSetting(saved) satisfies Setting);
  },
  { permissions: ['admin:partners:settings:update'] },
);

const getSettings = authed<PartnerParams>(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    return HttpResponse.json(partnerSettings(store, partner.ID) satisfies Setting[]);
  },
  { permissions: ['admin:affiliates:read', 'admin:partners:settings:update'] },
);

const deleteSetting = authed<PartnerParams & { key: string }>(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner instanceof Response) return partner;
    const stored = store.ownedBy('settings', partner.ID).find((s) => s.Key === params.key);
    if (!stored) return notFound(`The partner has no setting ${params.key}`);
    store.remove('settings', stored.ID);
    return new HttpResponse(null, { status: 204 });
  },
  { permissions: ['admin:partners:settings:update'] },
);

export const adminMiscHandlers = [
  http.post(`${ACCOUNT}/validate`, validateAccount),
  http.get(`${ACCOUNT}/:partnerId`, getAccount),
  http.post(`${ACCOUNT}/:partnerId`, saveAccount),
  http.delete(`${ACCOUNT}/:partnerId`, deleteAccount),
  http.put(SUBS, moveSub),
  http.get(`${SUBS}/export`, exportSubs),
  http.get(`${SUBS}/:partnerId`, listSubs),
  http.delete(`${SUBS}/:partnerId/:subAffiliateId`, removeSub),
  http.post(SETTINGS, saveSetting),
  http.get(`${SETTINGS}/:partnerId`, getSettings),
  http.delete(`${SETTINGS}/:partnerId/:key`, deleteSetting),
];
