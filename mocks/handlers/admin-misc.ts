// The admin's smaller partner tools: the partner's bank account (same checks as the partner's
// own form, bank-account.ts), the sub-affiliate tree (list, CSV export, move, detach) and the
// per-partner settings (the limits setting-keys.ts knows, and any other stored key).
// Legacy data exports live in admin-legacy.ts.
import { HttpResponse } from 'msw';
import Papa from 'papaparse';
import {
  getAdminDeletePartnerBankAccountMockHandler,
  getAdminGetPartnerBankAccountMockHandler,
  getAdminSavePartnerBankAccountMockHandler,
  getAdminValidatePartnerBankAccountMockHandler,
} from '@/api/generated/endpoints/admin-partner-bank-account/admin-partner-bank-account.msw';
import {
  getAdminDeletePartnerSettingMockHandler,
  getAdminGetPartnerSettingsMockHandler,
  getAdminSavePartnerSettingMockHandler,
} from '@/api/generated/endpoints/admin-settings/admin-settings.msw';
import {
  getAdminExportSubAffiliatesMockHandler,
  getAdminListSubAffiliatesMockHandler,
  getAdminMoveSubAffiliateMockHandler,
  getAdminRemoveSubAffiliateMockHandler,
} from '@/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates.msw';
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
import { readBody } from '../http/body';
import { answerAsIs, invalid, notFound, paginate } from '../http/respond';
import { settingValueProblem } from '../rules/settings';
import { notAllowed, partnerOf, pathId } from './admin-common';
import { partnerSettings, toPartner, toSetting, toSubAffiliate } from './admin-mappers';
import { bankAccountProblems, normalizePixKey } from './bank-account';
import { toBankAccount } from './mappers';
import { QueryCheck, sortBy } from './support';

// ── partner bank account ──

const validateAccount = authed(
  async ({ request, store }) => {
    const { partnerId, ...input } = await readBody(request, adminValidatePartnerBankAccountBody);
    const partner = store.db.users.get(partnerId);
    if (!partner) throw notFound('Partner not found');
    const fields = bankAccountProblems(input, store, partner);
    return { valid: fields.length === 0, fields } satisfies ValidationResult;
  },
  { permissions: ['admin:partner:bank-account:read', 'admin:partner:bank-account:update'] },
);

const getAccount = authed(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const account = store.ownedBy('bankAccounts', partner.ID)[0];
    if (!account) throw notFound('The partner has no bank account');
    return toBankAccount(account, store) satisfies BankAccount;
  },
  { permissions: ['admin:partner:bank-account:read'] },
);

/** Creates the partner's account or replaces the saved one. */
const saveAccount = authed(
  async ({ request, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const input = await readBody(request, adminSavePartnerBankAccountBody);
    const fields = bankAccountProblems(input, store, partner);
    if (fields.length) throw invalid(fields);
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
    return toBankAccount(saved, store) satisfies BankAccount;
  },
  { permissions: ['admin:partner:bank-account:update'] },
);

const deleteAccount = authed(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const accounts = store.ownedBy('bankAccounts', partner.ID);
    if (!accounts.length) throw notFound('The partner has no bank account');
    for (const a of [...accounts]) store.remove('bankAccounts', a.ID);
  },
  { permissions: ['admin:partner:bank-account:delete'] },
);

// ── sub-affiliates ──

const SUB_SORTS = ['ID', 'Username', 'CreatedAt', 'Registrations', 'FTD', 'QFTD', 'Commission'] as const;
const CSV_FIELDS = ['ID', 'Username', 'FirstName', 'LastName', 'Status', 'CreatedAt', 'Registrations', 'FTD', 'QFTD', 'Commission'];

const listSubs = authed(
  ({ url, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const check = new QueryCheck(url);
    const paging = check.page(SUB_SORTS, 'CreatedAt');
    if (!check.ok) throw check.problem();
    // A partner has a handful of direct sub-affiliates, so their figures are summed before sorting.
    const subs = store.ownedBy('users', partner.ID).map((u) => toSubAffiliate(u, store));
    return paginate(sortBy(subs, paging.sort ?? 'CreatedAt', paging.order), paging) satisfies AdminSubAffiliatePage;
  },
  { permissions: ['admin:partners:affiliated:read'] },
);

/** Every direct sub-affiliate, oldest first, amounts with a dot and 2 decimals. */
const exportSubs = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const partnerId = check.int('partnerId');
    if (partnerId === undefined && check.ok) check.fields.push({ field: 'partnerId', message: 'Required' });
    if (!check.ok || partnerId === undefined) throw check.problem();
    const partner = store.db.users.get(partnerId);
    if (!partner) throw notFound('Partner not found');
    const rows = sortBy(
      store.ownedBy('users', partner.ID).map((u) => toSubAffiliate(u, store)),
      'CreatedAt',
      'asc',
    ).map((s) => ({ ...s, Commission: s.Commission.toFixed(2) }));
    const csv = Papa.unparse(
      { fields: CSV_FIELDS, data: rows.map((r) => CSV_FIELDS.map((f) => r[f as keyof typeof r])) },
      { newline: '\n' },
    );
    // A CSV file with its name: more than the factory's JSON answer carries, so it goes as is.
    return answerAsIs(
      new HttpResponse(`${csv}\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="sub-affiliates-${partner.ID}.csv"`,
        },
      }),
    );
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
    const { subAffiliateId, parentId } = await readBody(request, adminMoveSubAffiliateBody);
    const sub = store.db.users.get(subAffiliateId);
    const parent = store.db.users.get(parentId);
    if (!sub || !parent) throw notFound(!sub ? 'Sub-affiliate not found' : 'Parent partner not found');
    // The new parent may not be the partner itself or anyone below it.
    if (isAncestorOrSelf(store, subAffiliateId, parentId)) {
      throw notAllowed(
        `Partner ${subAffiliateId} cannot be placed under ${parentId === subAffiliateId ? 'itself' : `its own sub-affiliate ${parentId}`}`,
      );
    }
    const moved = store.update('users', sub.ID, { ParentID: parent.ID }) as UserRecord;
    return toPartner(moved, store) satisfies Partner;
  },
  { permissions: ['admin:partners:affiliated:put'] },
);

const removeSub = authed(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const subId = pathId(params.subAffiliateId);
    const sub = subId === null ? undefined : store.db.users.get(subId);
    if (!sub || sub.ParentID !== partner.ID) throw notFound('Not a direct sub-affiliate of this partner');
    store.update('users', sub.ID, { ParentID: null });
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
    const { partnerId, key, value } = await readBody(request, adminSavePartnerSettingBody);
    const refused = settingValueProblem(key, value);
    if (refused) throw invalid([{ field: 'value', message: refused }]);
    const partner = store.db.users.get(partnerId);
    if (!partner) throw notFound('Partner not found');
    const now = store.clock.now().toISOString();
    const stored = store.ownedBy('settings', partner.ID).find((s) => s.Key === key);
    const saved = stored
      ? (store.update('settings', stored.ID, { Value: value, UpdatedAt: now }) ?? stored)
      : store.create('settings', { UserID: partner.ID, Key: key, Value: value, UpdatedAt: now });
    return toSetting(saved) satisfies Setting;
  },
  { permissions: ['admin:partners:settings:update'] },
);

const getSettings = authed(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    return partnerSettings(store, partner.ID) satisfies Setting[];
  },
  { permissions: ['admin:affiliates:read', 'admin:partners:settings:update'] },
);

const deleteSetting = authed(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const stored = store.ownedBy('settings', partner.ID).find((s) => s.Key === params.key);
    if (!stored) throw notFound(`The partner has no setting ${params.key}`);
    store.remove('settings', stored.ID);
  },
  { permissions: ['admin:partners:settings:update'] },
);

export const adminMiscHandlers = [
  getAdminValidatePartnerBankAccountMockHandler(validateAccount),
  getAdminGetPartnerBankAccountMockHandler(getAccount),
  getAdminSavePartnerBankAccountMockHandler(saveAccount),
  getAdminDeletePartnerBankAccountMockHandler(deleteAccount),
  getAdminMoveSubAffiliateMockHandler(moveSub),
  getAdminExportSubAffiliatesMockHandler(exportSubs),
  getAdminListSubAffiliatesMockHandler(listSubs),
  getAdminRemoveSubAffiliateMockHandler(removeSub),
  getAdminSavePartnerSettingMockHandler(saveSetting),
  getAdminGetPartnerSettingsMockHandler(getSettings),
  getAdminDeletePartnerSettingMockHandler(deleteSetting),
];
