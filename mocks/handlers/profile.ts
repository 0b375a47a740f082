// The signed-in user's own data: profile (one update a day), CPF, terms, activity log and the
// e-mail check. The mock sends no e-mail: the verification code is always "123456".
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import {
  getAcceptTermsMockHandler,
  getGetActivityLogsMockHandler,
  getGetProfileMockHandler,
  getSendEmailVerificationMockHandler,
  getSetTaxPayerIdMockHandler,
  getUpdateProfileMockHandler,
  getVerifyEmailMockHandler,
} from '@/api/generated/endpoints/profile/profile.msw';
import type { ActivityLog } from '@/api/generated/model/activityLog';
import type { User } from '@/api/generated/model/user';
import { setTaxPayerIdBody, updateProfileBody, verifyEmailBody } from '@/api/generated/zod/profile/profile.zod';
import type { ActivityLogRecord, UserRecord } from '../db/types';
import { sessionOfToken, twoFactorOn } from '../db/security';
import type { Store } from '../db/store';
import { authed, bearerToken } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, paginate, problem } from '../http/respond';
import { cpfInUse, digitsOnly } from './auth';
import { toUser } from './mappers';
import { inDays, logActivity, QueryCheck, sortBy } from './support';

/** The only code the mock's e-mail check accepts. */
export const EMAIL_VERIFICATION_CODE = '123456';
/** "Once a day": the next update is allowed 24 hours after the last one. */
export const PROFILE_UPDATE_INTERVAL_MS = 24 * 60 * 60_000;

/** The profile, with the language the user chose (if any); in an administrator's "Log in as"
 * session, also who is viewing (ImpersonatedBy). */
export function me(store: Store, user: UserRecord, request: Request): User {
  const profile: User = toUser(user, store.clock.now());
  if (user.Language) profile.Language = user.Language;
  const token = bearerToken(request);
  const admin = store.impersonatorFor(token);
  if (admin) profile.ImpersonatedBy = { ID: admin.ID, Username: admin.Username };
  // Issue 17: whether two-factor sign-in is on, and whether this session may only enrol.
  profile.TwoFactorEnabled = twoFactorOn(store, user.ID);
  const session = token ? sessionOfToken(store, token, user.ID) : undefined;
  profile.TwoFactorEnrolmentRequired = Boolean(session?.EnrolmentOnly) && !profile.TwoFactorEnabled;
  return profile;
}

export function toActivityLog(r: ActivityLogRecord, store: Store): ActivityLog {
  return {
    ID: r.ID,
    Action: r.Action,
    Description: r.Description,
    IP: r.Ip.slice(0, 45),
    UserAgent: r.UserAgent || null,
    ActorUsername: r.ActorID === null ? null : (store.db.users.get(r.ActorID)?.Username ?? null),
    CreatedAt: r.CreatedAt,
  };
}

export const profileHandlers = [
  getGetProfileMockHandler(authed(({ request, user, store }) => me(store, user, request))),

  getUpdateProfileMockHandler(
    authed(async ({ request, user, store }) => {
      const body = await readBody(request, updateProfileBody, {
        trim: ['firstName', 'lastName'],
        names: ['firstName', 'lastName'],
        sentOnly: true,
        minProperties: 1,
      });
      const now = store.clock.now();
      const availableAt = user.ProfileUpdateAvailableAt;
      if (availableAt && Date.parse(availableAt) > now.getTime()) {
        throw problem(429, 'Profile already updated today', 'daily_change_limit', { retryAt: availableAt });
      }
      store.update('users', user.ID, {
        ...(body.firstName !== undefined && { FirstName: body.firstName }),
        ...(body.lastName !== undefined && { LastName: body.lastName }),
        ...(body.country !== undefined && { Country: body.country }),
        ...(body.currency !== undefined && { Currency: body.currency }),
        ProfileUpdatedAt: now.toISOString(),
        ProfileUpdateAvailableAt: new Date(now.getTime() + PROFILE_UPDATE_INTERVAL_MS).toISOString(),
      });
      logActivity(store, user, 'profile_update', 'Dados pessoais atualizados', request);
      return me(store, user, request);
    }),
  ),

  getSetTaxPayerIdMockHandler(
    authed(async ({ request, user, store }) => {
      const { taxPayerId: cpf } = await readBody(request, setTaxPayerIdBody);
      if (!isValidCpf(cpf)) throw invalid([{ field: 'taxPayerId', message: 'Invalid CPF' }]);
      if (cpfInUse(store.db.users.values(), cpf, user.ID)) {
        throw problem(409, 'The CPF belongs to another account', 'data_in_use', {
          fields: [{ field: 'taxPayerId', message: 'Already in use' }],
        });
      }
      store.update('users', user.ID, { TaxPayerId: digitsOnly(cpf) });
      logActivity(store, user, 'taxpayer_id_update', 'CPF cadastrado', request);
      return me(store, user, request);
    }),
  ),

  getAcceptTermsMockHandler(
    authed(({ request, user, store }) => {
      if (!user.TermsAccepted) {
        store.update('users', user.ID, { TermsAccepted: true });
        logActivity(store, user, 'terms_accept', 'Diretrizes de divulgação aceitas', request);
      }
      return me(store, user, request);
    }),
  ),

  getGetActivityLogsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const paging = q.page(['CreatedAt', 'Action'], 'CreatedAt');
      const { since, until } = q.period();
      if (!q.ok) throw q.problem();
      const rows = store.ownedBy('activityLogs', user.ID).filter((r) => inDays(r.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return { ...page, items: page.items.map((r) => toActivityLog(r, store)) };
    }),
  ),

  // Nothing is sent: the mock accepts EMAIL_VERIFICATION_CODE only.
  getSendEmailVerificationMockHandler(authed(({ user }) => ({ sent: true as const, email: user.Email }))),

  getVerifyEmailMockHandler(
    authed(async ({ request, user, store }) => {
      const { code } = await readBody(request, verifyEmailBody, { trim: ['code'] });
      if (code !== EMAIL_VERIFICATION_CODE) {
        throw problem(400, 'Wrong or expired code', 'validation', { fields: [{ field: 'code', message: 'Wrong or expired code' }] });
      }
      if (!user.EmailVerified) {
        store.update('users', user.ID, { EmailVerified: true });
        logActivity(store, user, 'email_verify', 'E-mail verificado', request);
      }
      return me(store, user, request);
    }),
  ),
];
