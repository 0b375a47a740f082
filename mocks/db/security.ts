// The store's account-security records (issue 17): a user's two-factor record, the sessions the
// tokens open (created the first time a token is seen, so a token minted elsewhere — a test's
// fixture — has one too), security events and the programme's two-factor rule. Rules are in
// rules/account-security.ts; handlers call these.
import {
  LAST_SEEN_EVERY_MS,
  PAYOUT_HOLD_MS,
  hashSecret,
  payoutHoldUntil,
  requestIp,
  requestUserAgent,
  twoFactorRequired,
} from '../rules/account-security';
import type { Store } from './store';
import type { SecurityEventRecord, SecurityPolicyRecord, SessionRecord, TwoFactorRecord, UserRecord } from './types';

export const POLICY_ID = 1;

export function twoFactorOf(store: Store, userId: number): TwoFactorRecord | undefined {
  return store.ownedBy('twoFactor', userId)[0];
}

export function twoFactorOn(store: Store, userId: number): boolean {
  return Boolean(twoFactorOf(store, userId)?.Secret);
}

/** The user's two-factor record, created empty when there is none. */
export function ensureTwoFactor(store: Store, userId: number): TwoFactorRecord {
  return (
    twoFactorOf(store, userId) ??
    store.create('twoFactor', {
      UserID: userId,
      Secret: null,
      PendingSecret: null,
      EnabledAt: null,
      RecoveryCodes: [],
      LastStep: -1,
      FailedStepUps: 0,
      StepUpLockedUntil: null,
    })
  );
}

export function securityPolicy(store: Store): SecurityPolicyRecord {
  return (
    store.db.securityPolicy.get(POLICY_ID) ?? {
      ID: POLICY_ID,
      RequireForAdmins: false,
      RequireForPartners: false,
      UpdatedAt: null,
      UpdatedBy: null,
    }
  );
}

/** Whether the rule covers this user, who has no two-factor sign-in. */
export function mustEnrol(store: Store, user: UserRecord): boolean {
  return !twoFactorOn(store, user.ID) && twoFactorRequired(user.Permissions, securityPolicy(store));
}

export const tokenKey = (token: string): string => hashSecret(`session:${token}`);

export function sessionOfToken(store: Store, token: string, userId: number): SessionRecord | undefined {
  const key = tokenKey(token);
  return store.ownedBy('sessions', userId).find((s) => s.TokenKey === key);
}

/**
 * The session of a valid token: found, or opened now (at sign-in, or the first call of a token
 * minted elsewhere). Its last-seen time moves at most once a minute. A session opened while the
 * two-factor rule requires an enrolment the user lacks may only enrol ("at the next sign-in";
 * an administrator's "Log in as" session is exempt).
 */
export function touchSession(store: Store, token: string, user: UserRecord, request: Request): SessionRecord | null {
  const info = store.tokenSession(token);
  if (!info) return null;
  const now = store.clock.now();
  const existing = sessionOfToken(store, token, user.ID);
  if (existing) {
    if (!existing.RevokedAt && now.getTime() - Date.parse(existing.LastSeenAt) >= LAST_SEEN_EVERY_MS) {
      store.update('sessions', existing.ID, { LastSeenAt: now.toISOString() });
    }
    return existing;
  }
  return store.create('sessions', {
    UserID: user.ID,
    TokenKey: tokenKey(token),
    ActorID: info.actorId,
    CreatedAt: now.toISOString(),
    LastSeenAt: now.toISOString(),
    ExpiresAt: new Date(info.expiresMs).toISOString(),
    Ip: requestIp(request),
    UserAgent: requestUserAgent(request),
    RevokedAt: null,
    StepUpUntil: null,
    EnrolmentOnly: info.actorId === null && mustEnrol(store, user),
  });
}

/** Sessions that still work: not signed out, not expired. */
export function activeSessions(store: Store, userId: number): SessionRecord[] {
  const now = store.clock.now().getTime();
  return store.ownedBy('sessions', userId).filter((s) => !s.RevokedAt && Date.parse(s.ExpiresAt) > now);
}

export function revokeSession(store: Store, session: SessionRecord): void {
  if (!session.RevokedAt) store.update('sessions', session.ID, { RevokedAt: store.clock.now().toISOString() });
}

export type SecurityEventType =
  | 'sign_in'
  | 'sign_in_failed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'recovery_code_used'
  | 'recovery_codes_regenerated'
  | 'bank_account_changed'
  | 'email_changed'
  | 'password_changed'
  | 'postback_url_changed'
  | 'session_revoked'
  | 'other_sessions_revoked'
  | 'admin_login_as';

export function recordSecurityEvent(
  store: Store,
  userId: number,
  type: SecurityEventType,
  request: Request,
  extra: { actorId?: number | null; reason?: string | null } = {},
): SecurityEventRecord {
  return store.create('securityEvents', {
    UserID: userId,
    Type: type,
    CreatedAt: store.clock.now().toISOString(),
    Ip: requestIp(request),
    UserAgent: requestUserAgent(request),
    ActorID: extra.actorId ?? null,
    Reason: extra.reason ?? null,
  });
}

/** Until when this user's payouts are held after the last bank-account change (null: not held). */
export function userPayoutHold(store: Store, userId: number): string | null {
  const now = store.clock.now().getTime();
  let last: string | null = null;
  for (const e of store.ownedBy('securityEvents', userId)) {
    if (e.Type === 'bank_account_changed' && Date.parse(e.CreatedAt) > now - PAYOUT_HOLD_MS && (!last || e.CreatedAt > last))
      last = e.CreatedAt;
  }
  return payoutHoldUntil(last, now);
}
