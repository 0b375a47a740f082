// Account security (issue 17): the second sign-in step, two-factor enrolment and its recovery
// codes, the step-up before sensitive changes, sessions, the security events and the e-mail
// change. Codes are real TOTP codes (rules/account-security.ts, otpauth), so a test computes them
// from the secret. `sensitiveRefusal` is what every sensitive change asks first.
import {
  getChangeEmailMockHandler,
  getConfirmTwoFactorMockHandler,
  getDisableTwoFactorMockHandler,
  getGetSecurityEventsMockHandler,
  getGetSecurityOverviewMockHandler,
  getGetSessionsMockHandler,
  getRegenerateRecoveryCodesMockHandler,
  getRevokeOtherSessionsMockHandler,
  getRevokeSessionMockHandler,
  getStartStepUpMockHandler,
  getStartTwoFactorSetupMockHandler,
  getVerifyTwoFactorSignInMockHandler,
} from '@/api/generated/endpoints/account-security/account-security.msw';
import {
  changeEmailBody,
  confirmTwoFactorBody,
  disableTwoFactorBody,
  startStepUpBody,
  verifyTwoFactorSignInBody,
} from '@/api/generated/zod/account-security/account-security.zod';
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
import { anyone, authed, isBannedNow, type CallContext } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, paginate, problem } from '../http/respond';
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
import { toUser } from './mappers';
import { QueryCheck } from './support';

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

const verifySignIn = getVerifyTwoFactorSignInMockHandler(
  anyone(async ({ request, store }) => {
    const { challenge, code, recoveryCode } = await readBody(request, verifyTwoFactorSignInBody);
    if ((code === undefined) === (recoveryCode === undefined))
      throw invalid([{ field: 'code', message: 'Send a code or a recovery code' }]);

    const userId = store.challengeUserId(challenge);
    const user = userId === null ? undefined : store.db.users.get(userId);
    const record = userId === null ? undefined : twoFactorOf(store, userId);
    if (!user || !record?.Secret) throw problem(401, 'Sign in again', 'challenge_expired');
    if (isBannedNow(user, store.clock.now())) throw problem(403, 'Account banned', 'banned');
    if (user.Status === 'under_review' || user.Status === 'not_approved') throw problem(403, 'Account may not sign in', user.Status);

    const used = useSecondFactor(store, record, { code, recoveryCode });
    if (!used) {
      const failures = (challengeFailures.get(challenge) ?? 0) + 1;
      challengeFailures.set(challenge, failures);
      if (failures >= CHALLENGE_MAX_FAILURES) {
        store.revokeToken(challenge);
        recordSecurityEvent(store, user.ID, 'sign_in_failed', request);
        throw problem(401, 'Sign in again', 'challenge_expired');
      }
      throw problem(401, 'Wrong code', 'invalid_code');
    }
    store.revokeToken(challenge);
    challengeFailures.delete(challenge);
    if (used === 'recovery') recordSecurityEvent(store, user.ID, 'recovery_code_used', request);
    return openSignedInSession(store, user, request);
  }),
);

export const accountSecurityHandlers = [
  verifySignIn,

  getGetSecurityOverviewMockHandler(authed(({ store, user, session }) => overview(store, user, session))),

  getStartTwoFactorSetupMockHandler(
    authed((ctx) => {
      const refused = sensitiveRefusal(ctx, false);
      if (refused) throw refused;
      const { store, user } = ctx;
      const record = ensureTwoFactor(store, user.ID);
      if (record.Secret) throw problem(409, 'Two-factor sign-in is already on', 'action_not_allowed');
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
      return body;
    }),
  ),

  getConfirmTwoFactorMockHandler(
    authed(async (ctx) => {
      const refused = sensitiveRefusal(ctx, false);
      if (refused) throw refused;
      const { store, user, request, session } = ctx;
      const { code } = await readBody(request, confirmTwoFactorBody);
      const record = twoFactorOf(store, user.ID);
      if (record?.Secret) throw problem(409, 'Two-factor sign-in is already on', 'action_not_allowed');
      if (!record?.PendingSecret) throw problem(409, 'Start the enrolment first', 'action_not_allowed');
      const step = acceptedStep(record.PendingSecret, code, store.clock.now().getTime());
      if (step === null) throw wrongCode();
      const now = store.clock.now().toISOString();
      store.update('twoFactor', record.ID, { Secret: record.PendingSecret, PendingSecret: null, EnabledAt: now, LastStep: step });
      // Enrolled: a session that could only enrol may now do the rest.
      if (session.EnrolmentOnly) store.update('sessions', session.ID, { EnrolmentOnly: false });
      recordSecurityEvent(store, user.ID, 'two_factor_enabled', request);
      return freshRecoveryCodes(store, record);
    }),
  ),

  getDisableTwoFactorMockHandler(
    authed(async (ctx) => {
      const refused = sensitiveRefusal(ctx, false);
      if (refused) throw refused;
      const { store, user, request, session } = ctx;
      const { password, code } = await readBody(request, disableTwoFactorBody);
      const record = twoFactorOf(store, user.ID);
      if (!record?.Secret) throw problem(409, 'Two-factor sign-in is not on', 'action_not_allowed');
      if (twoFactorRequired(user.Permissions, securityPolicy(store)))
        throw problem(409, 'Two-factor sign-in is required for your account', 'action_not_allowed');
      const fields = [];
      if (password !== user.Password) fields.push({ field: 'password', message: 'Wrong password' });
      // The code is only spent when the password is right.
      else if (!useSecondFactor(store, record, { code })) fields.push({ field: 'code', message: 'Wrong code' });
      if (fields.length) throw problem(400, 'Wrong password or code', 'invalid_code', { fields });
      store.update('twoFactor', record.ID, { Secret: null, PendingSecret: null, EnabledAt: null, RecoveryCodes: [], LastStep: -1 });
      recordSecurityEvent(store, user.ID, 'two_factor_disabled', request);
      return overview(store, user, session);
    }),
  ),

  getRegenerateRecoveryCodesMockHandler(
    authed((ctx) => {
      const refused = sensitiveRefusal(ctx);
      if (refused) throw refused;
      const record = twoFactorOf(ctx.store, ctx.user.ID);
      if (!record?.Secret) throw problem(409, 'Two-factor sign-in is not on', 'action_not_allowed');
      recordSecurityEvent(ctx.store, ctx.user.ID, 'recovery_codes_regenerated', ctx.request);
      return freshRecoveryCodes(ctx.store, record);
    }),
  ),

  getStartStepUpMockHandler(
    authed(async ({ store, user, request, session }) => {
      const { code, password } = await readBody(request, startStepUpBody);
      if ((code === undefined) === (password === undefined))
        throw invalid([{ field: 'body', message: 'Send either a code or the password' }]);
      const now = store.clock.now();
      const record = ensureTwoFactor(store, user.ID);
      if (record.StepUpLockedUntil && Date.parse(record.StepUpLockedUntil) > now.getTime()) {
        throw problem(429, 'Too many wrong tries', 'locked', { retryAt: record.StepUpLockedUntil });
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
        throw problem(400, on ? 'Wrong code' : 'Wrong password', 'invalid_code', {
          fields: [
            { field, message: on ? (password !== undefined ? 'Two-factor sign-in is on: send a code' : 'Wrong code') : 'Wrong password' },
          ],
        });
      }
      const until = new Date(now.getTime() + STEP_UP_TTL_MS).toISOString();
      store.update('twoFactor', record.ID, { FailedStepUps: 0, StepUpLockedUntil: null });
      store.update('sessions', session.ID, { StepUpUntil: until });
      return { until };
    }),
  ),

  getGetSessionsMockHandler(
    authed(({ store, user, session }) => {
      const items = activeSessions(store, user.ID)
        .sort((a, b) => (a.LastSeenAt < b.LastSeenAt ? 1 : a.LastSeenAt > b.LastSeenAt ? -1 : b.ID - a.ID))
        .map((s) => toSession(store, s, session));
      const body: SessionList = { items };
      return body;
    }),
  ),

  getRevokeOtherSessionsMockHandler(
    authed(({ store, user, session, request }) => {
      const others = activeSessions(store, user.ID).filter((s) => s.ID !== session.ID);
      for (const s of others) revokeSession(store, s);
      if (others.length) recordSecurityEvent(store, user.ID, 'other_sessions_revoked', request, { actorId: session.ActorID });
      return { revoked: others.length };
    }),
  ),

  getRevokeSessionMockHandler(
    authed<{ ID: number; deleted: true }, { sessionId: string }>(({ store, user, session, request, params }) => {
      const id = /^\d{1,10}$/.test(params.sessionId) ? Number(params.sessionId) : NaN;
      const target = activeSessions(store, user.ID).find((s) => s.ID === id);
      if (!target) throw notFound('Session not found');
      revokeSession(store, target);
      recordSecurityEvent(store, user.ID, 'session_revoked', request, { actorId: session.ActorID });
      return { ID: target.ID, deleted: true as const };
    }),
  ),

  getGetSecurityEventsMockHandler(
    authed(({ store, user, url }) => {
      const q = new QueryCheck(url);
      const paging = q.page([], 'CreatedAt');
      if (!q.ok) throw q.problem();
      const rows = [...store.ownedBy('securityEvents', user.ID)].sort((a, b) =>
        a.CreatedAt < b.CreatedAt ? 1 : a.CreatedAt > b.CreatedAt ? -1 : b.ID - a.ID,
      );
      const page = paginate(rows, paging);
      const body: SecurityEventPage = { ...page, items: page.items.map((e) => toEvent(store, e)) };
      return body;
    }),
  ),

  getChangeEmailMockHandler(
    authed(async (ctx) => {
      const { store, user, request } = ctx;
      const { email } = await readBody(request, changeEmailBody, { trim: ['email'] });
      const refused = sensitiveRefusal(ctx);
      if (refused) throw refused;
      const other = store.userByLogin(email);
      if (other && other.ID !== user.ID) {
        throw problem(409, 'Data already in use', 'data_in_use', { fields: [{ field: 'email', message: 'E-mail already in use' }] });
      }
      if (email.toLowerCase() === user.Email.toLowerCase()) throw invalid([{ field: 'email', message: 'This is already your e-mail' }]);
      store.update('users', user.ID, { Email: email, EmailVerified: false });
      recordSecurityEvent(store, user.ID, 'email_changed', request);
      return toUser(store.db.users.get(user.ID) ?? user, store.clock.now());
    }),
  ),
];
