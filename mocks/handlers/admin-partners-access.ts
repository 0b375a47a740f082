// Who may get into a partner's account: ban (with an optional automatic unban day), unban, and
// the admin's "login as partner" (impersonation with a reason kept in both audit logs).
// The sign-in rule (rules/sign-in.ts) refuses a banned partner and lifts the ban itself once
// UnbanDate has passed; cron/partners does the same for every partner at once.
import { HttpResponse } from 'msw';
import {
  getAdminBanPartnerMockHandler,
  getAdminLoginAsPartnerMockHandler,
  getAdminUnbanPartnerMockHandler,
} from '@/api/generated/endpoints/admin-partners/admin-partners.msw';
import type { AdminLoginAsResult } from '@/api/generated/model/adminLoginAsResult';
import type { Partner } from '@/api/generated/model/partner';
import { adminBanPartnerBody, adminLoginAsPartnerBody } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { adminBanPartnerLimits } from '@/api/generated/zod/contract-limits';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { answerAsIs, invalid } from '../http/respond';
import { brazilDate, brazilDayStart } from '../rules/brazil-time';
import { notAllowed, partnerOf } from './admin-common';
import { toPartner } from './admin-mappers';
import { logActivity } from './support';

const LAST_UNBAN_DAY: string = adminBanPartnerLimits.lastUnbanDay;

/** Trimmed, inner spaces collapsed, first letter capitalised (what the ban modal sends). */
export function banReason(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.charAt(0).toLocaleUpperCase('pt-BR') + clean.slice(1);
}

const ban = authed(
  async ({ request, params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    // The reason is measured as the modal sends it: tidied (banReason).
    const body = await readBody(request, adminBanPartnerBody, { tidy: { reason: banReason } });
    const reason = body.reason;
    const fields = [];
    const today = brazilDate(store.clock.now());
    const unbanDate = body.unban ? body.unbanDate : undefined;
    if (body.unban && !unbanDate) fields.push({ field: 'unbanDate', message: 'Required for an automatic unban' });
    else if (unbanDate && unbanDate < today) fields.push({ field: 'unbanDate', message: `From today (${today})` });
    else if (unbanDate && unbanDate > LAST_UNBAN_DAY) fields.push({ field: 'unbanDate', message: `At most ${LAST_UNBAN_DAY}` });
    if (fields.length) throw invalid(fields);

    const banned = store.update('users', partner.ID, {
      Status: 'banned',
      BannedAt: store.clock.now().toISOString(),
      BanReason: reason,
      // The instant the ban ends: 00:00 in Brazil on the unban day.
      UnbanDate: unbanDate ? brazilDayStart(unbanDate).toISOString() : null,
    }) as UserRecord;
    return toPartner(banned, store) satisfies Partner;
  },
  { permissions: ['admin:partners:bans'] },
);

const unban = authed(
  ({ params, store }) => {
    const partner = partnerOf(store, params.partnerId);
    if (partner.Status !== 'banned') throw notAllowed('The partner is not banned');
    const active = store.update('users', partner.ID, { Status: 'active', BannedAt: null, BanReason: null, UnbanDate: null }) as UserRecord;
    return toPartner(active, store) satisfies Partner;
  },
  { permissions: ['admin:partners:bans'] },
);

/**
 * The token travels in headers (the spec's `authorization` and `expires`), listed in
 * Access-Control-Expose-Headers so a browser on another origin may read them. The partner's log
 * shows the admin as the actor; the admin's own log keeps the reason.
 */
const loginAs = authed(
  async ({ request, params, store, user }) => {
    const partner = partnerOf(store, params.partnerId);
    const { reason } = await readBody(request, adminLoginAsPartnerBody, { trim: ['reason'] });
    // The token says who is behind it: the partner's profile answers ImpersonatedBy in that session.
    const issued = store.issueToken(partner.ID, undefined, user.ID);
    logActivity(store, partner, 'admin_login', `Acesso de administrador: ${reason}`, request, user.ID);
    logActivity(store, user, 'admin_login', `Login as ${partner.Username} (#${partner.ID}): ${reason}`, request);
    const result: AdminLoginAsResult = { ok: true, partnerId: partner.ID, expiresAt: issued.expiresAt };
    // The contract's required headers are more than the factory sends: the answer goes as is.
    return answerAsIs(
      HttpResponse.json(result, {
        headers: {
          authorization: issued.token,
          expires: issued.expiresAt,
          'Access-Control-Expose-Headers': 'authorization, expires',
        },
      }),
    );
  },
  { permissions: ['admin:partners:login'] },
);

export const partnerAccessHandlers = [
  getAdminBanPartnerMockHandler(ban),
  getAdminUnbanPartnerMockHandler(unban),
  // The token travels in response headers the factory does not send: answered as is (loginAs).
  getAdminLoginAsPartnerMockHandler(loginAs),
];
