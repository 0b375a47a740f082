// Account security (issue 17): the second sign-in step, two-factor enrolment and its recovery
// codes, the step-up before sensitive changes, sessions, the security events and the e-mail
// change. Codes are real TOTP codes (rules/account-security.ts, otpauth), so a test computes them
// from the secret. `sensitiveRefusal` is what every sensitive change asks first.
import { http, HttpResponse } from 'msw';
import type { RecoveryCodes } from '@/api/generated/model/recoveryCodes';
import type { SecurityEvent } from '@/api/generated/model/securityEvent';
import type { SecurityEventPage } from '@/api/generated/model/securityEventPage';
import type { SecurityOverview } from '@/api/generated/model/securityOverview';
import type { Session } from '@/api/generated/model/session';
import type { SessionList } from '@/api/generated/model/sessionList';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import type { TwoFactorSetup } from '@/api/generated/model/twoFactorSetup';
import {
  activeSessions,
  ensureTwoFactor,
  recordSecurityEvent,
  revokeSession,
  securityPolicy,
  twoFactorOf,
  userPayoutHold,
} from '../db/security';
import type { Store } from '../db/store';
import type { SecurityEventRecord, SessionRecord, TwoFactorRecord, UserRecord } from '../db/types';
import { authed, isBannedNow, type CallContext } from '../http/auth';
import { invalid, notFound, paginate, problem, readJson } from '../http/respond';
import {
  CHALLENGE_MAX_FAILURES,
  CHALLENGE_TTL_MS,
  STEP_UP_LOCK_MS,
  STEP_UP_MAX_FAILURES,
  STEP_UP_TTL_MS,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
  acceptedStep,
  deviceOf,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  placeOf,
  stepUpFresh,
  twoFactorRequired,
} from '../rules/account-security';
import { getStore } from '../runtime';
import { toUser } from './mappers';
import { BodyCheck, QueryCheck } from './support';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Wrong codes per challenge (not kept across a reload of the mock: a challenge lives 5 minutes). */
const challengeFailures = new Map<string, number>();

const wrongCode = (field = 'code') => problem(400, 'Wrong code', 'invalid_code', { fields: [{ field, message: 'Wrong code' }] });

/** Checks an app code or a recovery code of an enabled record; a match is used up. */
export function useSecondFactor(
  store: Store,
  record: TwoFactorRecord,
  input: { code?: string; recoveryCode?: string },
): 'totp' | 'recovery' | null {
  const now = store.clock.now();
  if (!record.Secret) return null;
  const code = input.code?.trim();
  if (code && /^\d{6}$/.test(code)) {
    const step = acceptedStep(record.Secret, code, now.getTime(), record.LastStep);
    if (step === null) return null;
    store.update('twoFactor', record.ID, { LastStep: step });
    return 'totp';
  }
  const recovery = input.recoveryCode ?? code;
  if (!recovery) return null;
  const index = matchRecoveryCode(record.RecoveryCodes, recovery);
  if (index < 0) return null;
  const codes = record.RecoveryCodes.map((c, i) => (i === index ? { ...c, UsedAt: now.toISOString() } : c));
  store.update('twoFactor', record.ID, { RecoveryCodes: codes });
  return 'recovery';
}

/**
 * Why a sensitive change is refused now (issue 17 items 3 and 7), or null: an administrator's
 * "Log in as" session may not make it; otherwise it needs a step-up in the last 5 minutes.
 */
export function sensitiveRefusal(ctx: Pick<CallContext, 'session' | 'store'>, needsStepUp = true): Response | null {
  if (ctx.session.ActorID !== null) {
    return problem(403, 'Not allowed while an administrator is signed in as this user', 'impersonation_forbidden');
  }
  if (needsStepUp && !stepUpFresh(ctx.session.StepUpUntil, ctx.store.clock.now().getTime())) {
    return problem(403, 'Confirm it is you before this change', 'step_up_required');
  }
  return null;
}

/** A signed-in session's token after the password (and, when on, the second) step. */
export function openSignedInSession(store: Store, user: UserRecord, request: Request): TokenRecord {
  const issued = store.issueToken(user.ID);
  store.update('users', user.ID, { LastLoginAt: store.clock.now().toISOString() });
  recordSecurityEvent(store, user.ID, 'sign_in', request);
  return { token: issued.token, expiresAt: issued.expiresAt, type: 'bearer' };
}

/** The 202 answer of a right password when the account has two-factor sign-in on. */
export function twoFactorChallenge(store: Store, user: UserRecord): TwoFactorChallenge | null {
  if (!twoFactorOf(store, user.ID)?.Secret) return null;
  const issued = store.issueChallenge(user.ID, CHALLENGE_TTL_MS);
  return { challenge: issued.token, expiresAt: issued.expiresAt, methods: ['totp', 'recovery_code'] };
}

function overview(store: Store, user: UserRecord, session: SessionRecord): SecurityOverview {
  const record = twoFactorOf(store, user.ID);
  const on = Boolean(record?.Secret);
  const now = store.clock.now().getTime();
  return {
    TwoFactorEnabled: on,
    TwoFactorEnabledAt: on ? (record?.EnabledAt ?? null) : null,
    RecoveryCodesLeft: on ? (record?.RecoveryCodes.filter((c) => c.UsedAt === null).length ?? 0) : 0,
    EnrolmentRequired: session.EnrolmentOnly && !on,
    StepUpUntil: stepUpFresh(session.StepUpUntil, now) ? session.StepUpUntil : null,
    PayoutHoldUntil: userPayoutHold(store, user.ID),
    Impersonated: session.ActorID !== null,
  };
}

function freshRecoveryCodes(store: Store, record: TwoFactorRecord): RecoveryCodes {
  const codes = newRecoveryCodes();
  store.update('twoFactor', record.ID, { RecoveryCodes: codes.map((c) => ({ Hash: hashRecoveryCode(c), UsedAt: null })) });
  return { codes, generatedAt: store.clock.now().toISOString() };
}

function toSession(store: Store, s: SessionRecord, current: SessionRecord): Session {
  return {
    ID: s.ID,
    Current: s.ID === current.ID,
    Device: deviceOf(s.UserAgent),
    IP: s.Ip,
    Place: placeOf(s.Ip),
    CreatedAt: s.CreatedAt,
    LastSeenAt: s.LastSeenAt,
    Administrator: s.ActorID === null ? null : (store.db.users.get(s.ActorID)?.Username ?? null),
  };
}

function toEvent(store: Store, e: SecurityEventRecord): SecurityEvent {
  return {
    ID: e.ID,
    Type: e.Type as SecurityEvent['Type'],
    CreatedAt: e.CreatedAt,
    IP: e.Ip,
    Place: placeOf(e.Ip),
    Device: deviceOf(e.UserAgent),
    Administrator: e.ActorID === null ? null : (store.db.users.get(e.ActorID)?.Username ?? null),
    Reason: e.Reason,
  };
}

const verifySignIn = http.post('*/api/auth/two-factor', async ({ request }) => {
  const store = getStore();
  const check = new BodyCheck(await readJson(request), ['challenge', 'code', 'recoveryCode']);
  const challenge = check.str('challenge', { required: true, min: 1, max: 256 });
  const code = check.str('code', { pattern: /^\d{6}$/ });
  const recoveryCode = check.str('recoveryCode', { min: 10, max: 16 });
  if (check.ok && (code === undefined) === (recoveryCode === undefined)) check.fail('code', 'Send a code or a recovery code');
  if (!check.ok || challenge === undefined) return check.problem();

  const userId = store.challengeUserId(challenge);
  const user = userId === null ? undefined : store.db.users.get(userId);
  const record = userId === null ? undefined : twoFactorOf(store, userId);
  if (!user || !record?.Secret) return problem(401, 'Sign in again', 'challenge_expired');
  if (isBannedNow(user, store.clock.now())) return problem(403, 'Account banned', 'banned');
  if (user.Status === 'under_review' || user.Status === 'not_approved') return problem(403, 'Account may not sign in', user.Status);

  const used = useSecondFactor(store, record, { code, recoveryCode });
  if (!used) {
    const failures = (challengeFailures.get(challenge) ?? 0) + 1;
    challengeFailures.set(challenge, failures);
    if (failures >= CHALLENGE_MAX_FAILURES) {
      store.revokeToken(challenge);
      recordSecurityEvent(store, user.ID, 'sign_in_failed', request);
      return problem(401, 'Sign in again', 'challenge_expired');
    }
    return problem(401, 'Wrong code', 'invalid_code');
  }
  store.revokeToken(challenge);
  challengeFailures.delete(challenge);
  if (used === 'recovery') recordSecurityEvent(store, user.ID, 'recovery_code_used', request);
  return HttpResponse.json(openSignedInSession(store, user, request));
});

export const accountSecurityHandlers = [
  verifySignIn,

  http.get(
    '*/api/me/security',
    authed(({ store, user, session }) => HttpResponse.json(overview(store, user, session))),
  ),

  http.post(
    '*/api/me/security/two-factor/setup',
    authed((ctx) => {
      const refused = sensitiveRefusal(ctx, false);
      if (refused) return refused;
      const { store, user } = ctx;
      const record = ensureTwoFactor(store, user.ID);
      if (record.Secret) return problem(409, 'Two-factor sign-in is already on', 'action_not_allowed');
      const secret = newTotpSecret();
      store.update('twoFactor', record.ID, { PendingSecret: secret });
      const body: TwoFactorSetup = {
        secret,
        otpauthUri: otpauthUri(secret, user.Username),
        issuer: TOTP_ISSUER,
        accountName: user.Username,
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_S,
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/api/me/security/two-factor/confirm',
    authed(async (ctx) => {
      const refused = sensitiveRefusal(ctx, false);
      if (refused) return refused;
      const { store, user, request, session } = ctx;
      const check = new BodyCheck(await readJson(request), ['code']);
      const code = check.str('code', { required: true, pattern: /^\d{6}$/ });
      if (!check.ok || code === undefined) return check.problem();
      const record = twoFactorOf(store, user.ID);
      if (record?.Secret) return problem(409, 'Two-factor sign-in is already on', 'action_not_allowed');
      if (!record?.PendingSecret) return problem(409, 'Start the enrolment first', 'action_not_allowed');
      const step = acceptedStep(record.PendingSecret, code, store.clock.now().getTime());
      if (step === null) return wrongCode();
      const now = store.clock.now().toISOString();
      store.update('twoFactor', record.ID, { Secret: record.PendingSecret, PendingSecret: null, EnabledAt: now, LastStep: step });
      // Enrolled: a session that could only enrol may now do the rest.
      if (session.EnrolmentOnly) store.update('sessions', session.ID, { EnrolmentOnly: false });
      recordSecurityEvent(store, user.ID, 'two_factor_enabled', request);
      return HttpResponse.json(freshRecoveryCodes(store, record));
    }),
  ),

  http.post(
    '*/api/me/security/two-factor/disable',
    authed(async (ctx) => {
      const refused = sensitiveRefusal(ctx, false);
      if (refused) return refused;
      const { store, user, request, session } = ctx;
      const check = new BodyCheck(await readJson(request), ['password', 'code']);
      const password = check.str('password', { required: true, min: 6, max: 128 });
      const code = check.str('code', { required: true, min: 6, max: 16 });
      if (!check.ok || password === undefined || code === undefined) return check.problem();
      const record = twoFactorOf(store, user.ID);
      if (!record?.Secret) return problem(409, 'Two-factor sign-in is not on', 'action_not_allowed');
      if (twoFactorRequired(user.Permissions, securityPolicy(store)))
        return problem(409, 'Two-factor sign-in is required for your account', 'action_not_allowed');
      const fields = [];
      if (password !== user.Password) fields.push({ field: 'password', message: 'Wrong password' });
      // The code is only spent when the password is right.
      else if (!useSecondFactor(store, record, { code })) fields.push({ field: 'code', message: 'Wrong code' });
      if (fields.length) return problem(400, 'Wrong password or code', 'invalid_code', { fields });
      store.update('twoFactor', record.ID, { Secret: null, PendingSecret: null, EnabledAt: null, RecoveryCodes: [], LastStep: -1 });
      recordSecurityEvent(store, user.ID, 'two_factor_disabled', request);
      return HttpResponse.json(overview(store, user, session));
    }),
  ),

  http.post(
    '*/api/me/security/recovery-codes',
    authed((ctx) => {
      const refused = sensitiveRefusal(ctx);
      if (refused) return refused;
      const record = twoFactorOf(ctx.store, ctx.user.ID);
      if (!record?.Secret) return problem(409, 'Two-factor sign-in is not on', 'action_not_allowed');
      recordSecurityEvent(ctx.store, ctx.user.ID, 'recovery_codes_regenerated', ctx.request);
      return HttpResponse.json(freshRecoveryCodes(ctx.store, record));
    }),
  ),

  http.post(
    '*/api/me/security/step-up',
    authed(async ({ store, user, request, session }) => {
      const check = new BodyCheck(await readJson(request), ['code', 'password']);
      const code = check.str('code', { min: 6, max: 16 });
      const password = check.str('password', { min: 6, max: 128 });
      if (check.ok && (code === undefined) === (password === undefined)) check.fail('body', 'Send either a code or the password');
      if (!check.ok) return check.problem();
      const now = store.clock.now();
      const record = ensureTwoFactor(store, user.ID);
      if (record.StepUpLockedUntil && Date.parse(record.StepUpLockedUntil) > now.getTime()) {
        return problem(429, 'Too many wrong tries', 'locked', { retryAt: record.StepUpLockedUntil });
      }
      const on = Boolean(record.Secret);
      let ok: boolean;
      if (on) ok = code !== undefined && useSecondFactor(store, record, { code }) !== null;
      else ok = password !== undefined && password === user.Password;
      if (!ok) {
        const failures = record.FailedStepUps + 1;
        const locked = failures >= STEP_UP_MAX_FAILURES;
        store.update('twoFactor', record.ID, {
          FailedStepUps: locked ? 0 : failures,
          StepUpLockedUntil: locked ? new Date(now.getTime() + STEP_UP_LOCK_MS).toISOString() : null,
        });
        const field = on ? 'code' : 'password';
        return problem(400, on ? 'Wrong code' : 'Wrong password', 'invalid_code', {
          fields: [
            { field, message: on ? (password !== undefined ? 'Two-factor sign-in is on: send a code' : 'Wrong code') : 'Wrong password' },
          ],
        });
      }
      const until = new Date(now.getTime() + STEP_UP_TTL_MS).toISOString();
      store.update('twoFactor', record.ID, { FailedStepUps: 0, StepUpLockedUntil: null });
      store.update('sessions', session.ID, { StepUpUntil: until });
      return HttpResponse.json({ until });
    }),
  ),

  http.get(
    '*/api/me/security/sessions',
    authed(({ store, user, session }) => {
      const items = activeSessions(store, user.ID)
        .sort((a, b) => (a.LastSeenAt < b.LastSeenAt ? 1 : a.LastSeenAt > b.LastSeenAt ? -1 : b.ID - a.ID))
        .map((s) => toSession(store, s, session));
      const body: SessionList = { items };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/api/me/security/sessions/revoke-others',
    authed(({ store, user, session, request }) => {
      const others = activeSessions(store, user.ID).filter((s) => s.ID !== session.ID);
      for (const s of others) revokeSession(store, s);
      if (others.length) recordSecurityEvent(store, user.ID, 'other_sessions_revoked', request, { actorId: session.ActorID });
      return HttpResponse.json({ revoked: others.length });
    }),
  ),

  http.delete(
    '*/api/me/security/sessions/:sessionId',
    authed<{ sessionId: string }>(({ store, user, session, request, params }) => {
      const id = /^\d{1,10}$/.test(params.sessionId) ? Number(params.sessionId) : NaN;
      const target = activeSessions(store, user.ID).find((s) => s.ID === id);
      if (!target) return notFound('Session not found');
      revokeSession(store, target);
      recordSecurityEvent(store, user.ID, 'session_revoked', request, { actorId: session.ActorID });
      return HttpResponse.json({ ID: target.ID, deleted: true });
    }),
  ),

  http.get(
    '*/api/me/security/events',
    authed(({ store, user, url }) => {
      const q = new QueryCheck(url);
      const paging = q.page([], 'CreatedAt');
      if (!q.ok) return q.problem();
      const rows = [...store.ownedBy('securityEvents', user.ID)].sort((a, b) =>
        a.CreatedAt < b.CreatedAt ? 1 : a.CreatedAt > b.CreatedAt ? -1 : b.ID - a.ID,
      );
      const page = paginate(rows, paging);
      const body: SecurityEventPage = { ...page, items: page.items.map((e) => toEvent(store, e)) };
      return HttpResponse.json(body);
    }),
  ),

  http.put(
    '*/api/me/email',
    authed(async (ctx) => {
      const { store, user, request } = ctx;
      const check = new BodyCheck(await readJson(request), ['email']);
      const email = check.str('email', { required: true, max: 128, pattern: EMAIL_PATTERN, trim: true });
      if (!check.ok || email === undefined) return check.problem();
      const refused = sensitiveRefusal(ctx);
      if (refused) return refused;
      const other = store.userByLogin(email);
      if (other && other.ID !== user.ID) {
        return problem(409, 'Data already in use', 'data_in_use', { fields: [{ field: 'email', message: 'E-mail already in use' }] });
      }
      if (email.toLowerCase() === user.Email.toLowerCase()) return invalid([{ field: 'email', message: 'This is already your e-mail' }]);
      store.update('users', user.ID, { Email: email, EmailVerified: false });
      recordSecurityEvent(store, user.ID, 'email_changed', request);
      return HttpResponse.json(toUser(user, store.clock.now()));
    }),
  ),
];
