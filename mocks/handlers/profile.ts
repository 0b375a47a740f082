// The signed-in user's own data: profile (one update a day), CPF, terms, activity log and the
// e-mail check. The mock sends no e-mail: the verification code is always "123456".
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { http, HttpResponse } from 'msw';
import type { ActivityLog } from '@/api/generated/model/activityLog';
import type { ActivityLogPage } from '@/api/generated/model/activityLogPage';
import type { SendEmailVerification200 } from '@/api/generated/model/sendEmailVerification200';
import type { User } from '@/api/generated/model/user';
import type { ActivityLogRecord, UserRecord } from '../db/types';
import { COUNTRIES, CURRENCIES } from '../db/enums';
import type { Store } from '../db/store';
import { authed, bearerToken } from '../http/auth';
import { paginate, problem, readJson } from '../http/respond';
import { CPF_PATTERN, cpfInUse, digitsOnly } from './auth';
import { toUser } from './mappers';
import { BodyCheck, inDays, logActivity, QueryCheck, sortBy } from './support';

/** The only code the mock's e-mail check accepts. */
export const EMAIL_VERIFICATION_CODE = '123456';
/** "Once a day": the next update is allowed 24 hours after the last one. */
export const PROFILE_UPDATE_INTERVAL_MS = 24 * 60 * 60_000;

/** The profile; in an administrator's "Log in as" session, also who is viewing (ImpersonatedBy). */
function me(store: Store, user: UserRecord, request: Request) {
  const profile: User = toUser(user, store.clock.now());
  const admin = store.impersonatorFor(bearerToken(request));
  if (admin) profile.ImpersonatedBy = { ID: admin.ID, Username: admin.Username };
  return HttpResponse.json(profile);
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
  http.get(
    '*/api/me/profile',
    authed(({ request, user, store }) => me(store, user, request)),
  ),

  http.put(
    '*/api/me/profile',
    authed(async ({ request, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['firstName', 'lastName', 'country', 'currency']);
      const FirstName = check.str('firstName', { min: 1, max: 32, trim: true, name: true });
      const LastName = check.str('lastName', { min: 1, max: 32, trim: true, name: true });
      const Country = check.oneOf('country', COUNTRIES);
      const Currency = check.oneOf('currency', CURRENCIES);
      if (check.ok && Object.keys(check.body).length === 0) check.fail('body', 'At least one field is required');
      if (!check.ok) return check.problem();

      const now = store.clock.now();
      const availableAt = user.ProfileUpdateAvailableAt;
      if (availableAt && Date.parse(availableAt) > now.getTime()) {
        return problem(429, 'Profile already updated today', 'daily_change_limit', { retryAt: availableAt });
      }
      store.update('users', user.ID, {
        ...(FirstName !== undefined && { FirstName }),
        ...(LastName !== undefined && { LastName }),
        ...(Country !== undefined && { Country }),
        ...(Currency !== undefined && { Currency }),
        ProfileUpdatedAt: now.toISOString(),
        ProfileUpdateAvailableAt: new Date(now.getTime() + PROFILE_UPDATE_INTERVAL_MS).toISOString(),
      });
      logActivity(store, user, 'profile_update', 'Dados pessoais atualizados', request);
      return me(store, user, request);
    }),
  ),

  http.post(
    '*/api/me/profile/taxpayerid',
    authed(async ({ request, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['taxPayerId']);
      const cpf = check.str('taxPayerId', { required: true, pattern: CPF_PATTERN });
      if (cpf !== undefined && !isValidCpf(cpf)) check.fail('taxPayerId', 'Invalid CPF');
      if (!check.ok || cpf === undefined) return check.problem();
      if (cpfInUse(store.db.users.values(), cpf, user.ID)) {
        return problem(409, 'The CPF belongs to another account', 'data_in_use', {
          fields: [{ field: 'taxPayerId', message: 'Already in use' }],
        });
      }
      store.update('users', user.ID, { TaxPayerId: digitsOnly(cpf) });
      logActivity(store, user, 'taxpayer_id_update', 'CPF cadastrado', request);
      return me(store, user, request);
    }),
  ),

  http.post(
    '*/api/me/profile/terms',
    authed(({ request, user, store }) => {
      if (!user.TermsAccepted) {
        store.update('users', user.ID, { TermsAccepted: true });
        logActivity(store, user, 'terms_accept', 'Diretrizes de divulgação aceitas', request);
      }
      return me(store, user, request);
    }),
  ),

  http.get(
    '*/api/me/logs',
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const paging = q.page(['CreatedAt', 'Action'], 'CreatedAt');
      const since = q.day('since');
      const until = q.day('until');
      if (!q.ok) return q.problem();
      const rows = store.ownedBy('activityLogs', user.ID).filter((r) => inDays(r.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      const body: ActivityLogPage = { ...page, items: page.items.map((r) => toActivityLog(r, store)) };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    '*/api/me/email/verify',
    authed(({ user }) => {
      // Nothing is sent: the mock accepts EMAIL_VERIFICATION_CODE only.
      const body: SendEmailVerification200 = { sent: true, email: user.Email };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/api/me/email/verify',
    authed(async ({ request, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['code']);
      const code = check.str('code', { required: true, min: 6, max: 128, trim: true });
      if (!check.ok || code === undefined) return check.problem();
      if (code !== EMAIL_VERIFICATION_CODE) {
        return problem(400, 'Wrong or expired code', 'validation', { fields: [{ field: 'code', message: 'Wrong or expired code' }] });
      }
      if (!user.EmailVerified) {
        store.update('users', user.ID, { EmailVerified: true });
        logActivity(store, user, 'email_verify', 'E-mail verificado', request);
      }
      return me(store, user, request);
    }),
  ),
];
