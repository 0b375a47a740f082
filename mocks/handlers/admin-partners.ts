// Admin partners (/api/management/partners): the server-paged list over 10,000+ partners, the
// admin popup's search, one partner with its figures and sub-affiliate tree, edits, password and
// account actions. Ban, unban and login-as live in admin-partners-access.ts.
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import {
  getAdminGetPartnerMockHandler,
  getAdminGetPartnerSelectedInfoMockHandler,
  getAdminGetPartnerSubDiagramMockHandler,
  getAdminListPartnersMockHandler,
  getAdminPartnerActionMockHandler,
  getAdminSearchPartnerMockHandler,
  getAdminUpdatePartnerMockHandler,
  getAdminUpdatePartnerPasswordMockHandler,
} from '@/api/generated/endpoints/admin-partners/admin-partners.msw';
import type { AdminPartnerPage } from '@/api/generated/model/adminPartnerPage';
import type { AdminPartnerSelectedInfo } from '@/api/generated/model/adminPartnerSelectedInfo';
import type { Partner } from '@/api/generated/model/partner';
import {
  adminListPartnersQueryQMax,
  adminPartnerActionBody,
  adminSearchPartnerQueryQMax,
  adminUpdatePartnerBody,
  adminUpdatePartnerPasswordBody,
} from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { ACCOUNT_STATUSES, COUNTRIES, CURRENCIES, type Country, type Currency } from '../db/enums';
import { SETTING_KEYS } from '../db/setting-keys';
import { PARTNER_SORT_KEYS } from '../db/queries';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, problem } from '../http/respond';
import { brazilDate } from '../rules/brazil-time';
import { QUALIFICATION_START, qualificationSince } from '../rules/payout';
import { SIGN_IN_LOCK_MS } from '../rules/sign-in';
import { addMoney, demand, notAllowed, notify, partnerOf } from './admin-common';
import { toPartner, toSearchResult, toSubDiagram } from './admin-mappers';
import { partnerAccessHandlers } from './admin-partners-access';
import { digitsOnly } from './auth';
import { QueryCheck } from './support';

const READ = ['admin:affiliates:read'];
const MONEY_SORTS: readonly string[] = ['Balance', 'PendingCommission'];
const CURRENCY: Record<Country, Currency> = { BR: 'BRL', AR: 'ARS', CL: 'CLP', CR: 'CRC', MX: 'MXN', PE: 'PEN' };

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(PARTNER_SORT_KEYS, 'CreatedAt');
    const q = check.text('q', adminListPartnersQueryQMax, { min: 1 });
    const status = check.oneOf('status', ACCOUNT_STATUSES);
    const country = check.oneOf('country', COUNTRIES);
    const currency = check.oneOf('currency', CURRENCIES);
    // Amounts in different currencies are never compared (issue 15): a country has one currency.
    if (MONEY_SORTS.includes(paging.sort ?? '') && !url.searchParams.get('currency') && !url.searchParams.get('country')) {
      check.fields.push({
        field: 'currency',
        message: `Choose a currency (or a country) to sort by ${paging.sort}: amounts in different currencies are not compared`,
      });
    }
    if (!check.ok) throw check.problem();
    const page = store.queryPartners({ ...paging, q, status, country, currency });
    return { ...page, items: page.items.map((u) => toPartner(u, store)) } satisfies AdminPartnerPage;
  },
  { permissions: READ },
);

/** Exact username, e-mail or ID first; then the first username, then e-mail, starting with `q`. */
function search(store: Store, q: string): UserRecord | undefined {
  const exact = store.userByLogin(q) ?? (/^\d+$/.test(q) ? store.db.users.get(Number(q)) : undefined);
  if (exact) return exact;
  const prefix = q.toLowerCase();
  let byEmail: UserRecord | undefined;
  for (const u of store.db.users.values()) {
    if (u.Username.toLowerCase().startsWith(prefix)) return u;
    if (!byEmail && u.Email.toLowerCase().startsWith(prefix)) byEmail = u;
  }
  return byEmail;
}

const searchOne = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const q = check.text('q', adminSearchPartnerQueryQMax, { min: 1, trim: true }) ?? '';
    if (q === '' && check.ok) check.fields.push({ field: 'q', message: `1 to ${adminSearchPartnerQueryQMax} characters` });
    if (!check.ok) throw check.problem();
    const found = search(store, q);
    if (!found) throw notFound('Conta nao encontrada');
    return toSearchResult(found);
  },
  { permissions: ['admin:partners:login', 'admin:affiliates:read'] },
);

const getOne = authed(
  ({ params, store }) => {
    return toPartner(partnerOf(store, params.partnerId), store) satisfies Partner;
  },
  { permissions: READ },
);

const update = authed(
  async ({ request, params, store, user }) => {
    const partner = partnerOf(store, params.partnerId);
    const b = await readBody(request, adminUpdatePartnerBody, { minProperties: 1, names: ['firstName', 'lastName'] });
    if (b.permissions !== undefined) {
      demand(user.Permissions, 'admin:master');
    }
    if (b.taxPayerId !== undefined && !isValidCpf(b.taxPayerId)) throw invalid([{ field: 'taxPayerId', message: 'Invalid CPF' }]);
    const heldByOther = (login: string | undefined) => login !== undefined && (store.userByLogin(login)?.ID ?? partner.ID) !== partner.ID;
    const taken = [heldByOther(b.username) ? 'username' : null, heldByOther(b.email) ? 'email' : null].filter((f) => f !== null);
    if (taken.length) {
      throw problem(409, 'Username or e-mail already in use', 'data_in_use', {
        fields: taken.map((field) => ({ field, message: 'Already in use' })),
      });
    }
    const patch: Partial<UserRecord> = { ProfileUpdatedAt: store.clock.now().toISOString() };
    if (b.firstName !== undefined) patch.FirstName = b.firstName.trim();
    if (b.lastName !== undefined) patch.LastName = b.lastName.trim();
    if (b.email !== undefined) patch.Email = b.email;
    if (b.username !== undefined) patch.Username = b.username;
    if (b.taxPayerId !== undefined) patch.TaxPayerId = digitsOnly(b.taxPayerId);
    if (b.country !== undefined) Object.assign(patch, { Country: b.country, Currency: CURRENCY[b.country] });
    if (b.affiliateManager !== undefined) patch.AffiliateManager = b.affiliateManager?.trim() || null;
    if (b.permissions !== undefined) patch.Permissions = [...new Set(b.permissions)];
    const updated = store.update('users', partner.ID, patch) as UserRecord;
    return toPartner(updated, store) satisfies Partner;
  },
  { permissions: ['admin:partners:update'] },
);

const selectedInfo = authed(
  ({ url, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const check = new QueryCheck(url);
    const payments = store.ownedBy('payments', partner.ID);
    const today = brazilDate(store.clock.now());
    const since = check.day('since') ?? qualificationSince(payments);
    const until = check.day('until') ?? today;
    if (since < QUALIFICATION_START) check.fields.push({ field: 'since', message: `Not before ${QUALIFICATION_START}` });
    if (until < since) check.fields.push({ field: 'until', message: 'Not before since' });
    if (!check.ok) throw check.problem();
    const sum = store.reports.keySum(partner.ID, { since, until });
    const completed = payments.filter((p) => p.Status === 'Completed');
    const last = completed.reduce<string | null>((at, p) => (at === null || p.UpdatedAt > at ? p.UpdatedAt : at), null);
    const body: AdminPartnerSelectedInfo = {
      partnerId: partner.ID,
      since,
      until,
      fastInfo: { Commission: sum.Commission ?? 0, FTD: sum.FTD ?? 0, QFTD: sum.QFTD ?? 0, Registrations: sum.Registrations ?? 0 },
      balance: addMoney(partner.Balance),
      subBalance: addMoney(partner.SubBalance),
      pendingCommission: addMoney(partner.PendingCommission),
      currency: partner.Currency,
      paymentsCount: completed.length,
      paymentsTotal: addMoney(...completed.map((p) => p.Amount)),
      lastPaymentAt: last,
      subAffiliatesCount: store.ownedBy('users', partner.ID).length,
      campaignsCount: store.ownedBy('campaigns', partner.ID).length,
      businessApproval: store.ownedBy('businesses', partner.ID)[0]?.Approval ?? null,
      hasBankAccount: store.ownedBy('bankAccounts', partner.ID).length > 0,
    };
    return body;
  },
  { permissions: READ },
);

const subDiagram = authed(
  ({ url, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const check = new QueryCheck(url);
    const depth = check.int('depth') ?? 3;
    if (depth > 5) check.fields.push({ field: 'depth', message: '1 to 5' });
    if (!check.ok) throw check.problem();
    return toSubDiagram(partner, store, depth);
  },
  { permissions: ['admin:affiliates:read', 'admin:partners:affiliated:read'] },
);

const password = authed(
  async ({ request, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    const body = await readBody(request, adminUpdatePartnerPasswordBody);
    if (body.password !== body.passwordConfirmation) {
      throw invalid([{ field: 'passwordConfirmation', message: 'Passwords do not match' }]);
    }
    store.update('users', partner.ID, { Password: body.password, FailedSignIns: 0, LockedUntil: null });
  },
  { permissions: ['admin:partners:password:update'] },
);

type PartnerAction = 'approve' | 'reject' | 'lock' | 'unlock' | 'verify-email' | 'reset-limits';
const ACTION_PERMISSION: Record<PartnerAction, string> = {
  approve: 'admin:affiliates:registers:action',
  reject: 'admin:affiliates:registers:action',
  lock: 'admin:partners:update',
  unlock: 'admin:partners:update',
  'verify-email': 'admin:partners:update',
  'reset-limits': 'admin:partners:update',
};

/** The activity rows settings.ts counts toward the partner's 10 setting changes a day. */
const SETTING_CHANGE_ACTION = 'settings_update';

/**
 * What reset-limits does: the admin's overrides of the partner's limits (setting-keys.ts) are
 * removed, so the defaults apply again, and today's setting changes stop counting toward the
 * 10 a day (their log rows stay, relabelled). The demo-balance daily count is the number of
 * requests made today (rules/demo-balance.ts) and has no counter to reset.
 */
function resetLimits(store: Store, partner: UserRecord): void {
  for (const s of store.ownedBy('settings', partner.ID).filter((r) => (SETTING_KEYS as readonly string[]).includes(r.Key))) {
    store.remove('settings', s.ID);
  }
  const today = brazilDate(store.clock.now());
  for (const row of store.ownedBy('activityLogs', partner.ID).filter((r) => r.Action === SETTING_CHANGE_ACTION && r.ActorID === null)) {
    if (brazilDate(new Date(row.CreatedAt)) === today) store.update('activityLogs', row.ID, { Action: `${SETTING_CHANGE_ACTION}_reset` });
  }
}

/** The change an action makes, or null when the partner's state does not allow it (409). */
function applyAction(store: Store, partner: UserRecord, action: PartnerAction): Partial<UserRecord> | null {
  const now = store.clock.now().getTime();
  const locked = partner.LockedUntil !== null && Date.parse(partner.LockedUntil) > now;
  switch (action) {
    case 'approve':
      return partner.Status === 'under_review' ? { Status: 'active' } : null;
    case 'reject':
      return partner.Status === 'under_review' ? { Status: 'not_approved' } : null;
    // Like the sign-in lock after 5 failures: LockedUntil 15 minutes ahead.
    case 'lock':
      return partner.Status === 'active' && !locked
        ? { LockedUntil: new Date(now + SIGN_IN_LOCK_MS).toISOString(), FailedSignIns: 0 }
        : null;
    case 'unlock':
      return locked ? { LockedUntil: null, FailedSignIns: 0 } : null;
    case 'verify-email':
      return partner.EmailVerified ? null : { EmailVerified: true };
    case 'reset-limits':
      resetLimits(store, partner);
      return {};
  }
}

const action = authed(
  async ({ request, params, store, user }) => {
    const name = params.action as PartnerAction;
    if (!Object.hasOwn(ACTION_PERMISSION, name))
      throw invalid([{ field: 'action', message: `One of ${Object.keys(ACTION_PERMISSION).join(', ')}` }]);
    demand(user.Permissions, ACTION_PERMISSION[name]);
    const partner = partnerOf(store, params.partnerId);
    const body = await readBody(request, adminPartnerActionBody, { optional: true });
    const patch = applyAction(store, partner, name);
    if (patch === null) {
      const state =
        name === 'verify-email'
          ? 'whose e-mail is verified'
          : name === 'unlock'
            ? 'that is not locked'
            : name === 'lock' && partner.Status === 'active'
              ? 'that is locked'
              : `that is ${partner.Status}`;
      throw notAllowed(`Action ${name} is not allowed for a partner ${state}`);
    }
    const updated = store.update('users', partner.ID, patch) as UserRecord;
    const reason = body.reason?.trim();
    if (name === 'approve')
      notify(store, partner.ID, 'system', 'Cadastro aprovado', 'Sua conta foi aprovada. Bem-vindo ao programa de afiliados!');
    if (name === 'reject')
      notify(store, partner.ID, 'system', 'Cadastro não aprovado', `Sua conta não foi aprovada${reason ? `: ${reason}` : '.'}`);
    return toPartner(updated, store) satisfies Partner;
  },
  { permissions: ['admin:affiliates:registers:action', 'admin:partners:update'] },
);

export const adminPartnersHandlers = [
  getAdminListPartnersMockHandler(list),
  getAdminSearchPartnerMockHandler(searchOne),
  getAdminGetPartnerMockHandler(getOne),
  getAdminUpdatePartnerMockHandler(update),
  getAdminGetPartnerSelectedInfoMockHandler(selectedInfo),
  getAdminGetPartnerSubDiagramMockHandler(subDiagram),
  getAdminUpdatePartnerPasswordMockHandler(password),
  ...partnerAccessHandlers,
  getAdminPartnerActionMockHandler(action),
];
