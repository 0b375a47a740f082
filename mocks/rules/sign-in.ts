// Sign-in outcome (design doc, "Accounts and sign-in"): lock after signIn's x-limits failed
// attempts in a row (5, for 15 minutes), and lift a ban by itself once its UnbanDate has passed.
import { signInLimits } from '@/api/generated/zod/contract-limits';

/** How long a lock lasts (signIn's x-limits). */
export const SIGN_IN_LOCK_MS = signInLimits.lockMinutes * 60_000;

export type SignInOutcome = 'ok' | 'invalid_credentials' | 'not_approved' | 'under_review' | 'locked' | 'banned';

export interface SignInUser {
  Password: string;
  Status: string;
  FailedSignIns: number;
  LockedUntil: string | null;
  UnbanDate: string | null;
}
/** Fields the caller writes back to the user record (empty when nothing changes). */
export interface SignInUpdate {
  FailedSignIns?: number;
  LockedUntil?: string | null;
  Status?: 'active';
  BanReason?: null;
  BannedAt?: null;
  UnbanDate?: null;
  LastLoginAt?: string;
}
export interface SignInResult {
  outcome: SignInOutcome;
  update: SignInUpdate;
  /** When a locked or temporarily banned account may try again. */
  retryAt?: string;
}

/**
 * Password first, so a wrong password reveals nothing about the account's state; the lock is
 * checked before it because a locked account refuses even the right password.
 */
export function signInOutcome(user: SignInUser | undefined, password: string, now: Date): SignInResult {
  if (!user) return { outcome: 'invalid_credentials', update: {} };
  const at = now.getTime();
  if (user.LockedUntil && Date.parse(user.LockedUntil) > at) {
    return { outcome: 'locked', update: {}, retryAt: user.LockedUntil };
  }
  if (user.Password !== password) {
    const failures = user.FailedSignIns + 1;
    if (failures < signInLimits.maxFailures) return { outcome: 'invalid_credentials', update: { FailedSignIns: failures } };
    const until = new Date(at + SIGN_IN_LOCK_MS).toISOString();
    // The counter starts again once the lock ends, so the next five misses lock again.
    return { outcome: 'locked', update: { FailedSignIns: 0, LockedUntil: until }, retryAt: until };
  }
  const update: SignInUpdate = {};
  if (user.FailedSignIns !== 0 || user.LockedUntil) Object.assign(update, { FailedSignIns: 0, LockedUntil: null });
  let status = user.Status;
  if (status === 'banned') {
    if (!user.UnbanDate || Date.parse(user.UnbanDate) > at) {
      return { outcome: 'banned', update, ...(user.UnbanDate ? { retryAt: user.UnbanDate } : {}) };
    }
    Object.assign(update, { Status: 'active', BanReason: null, BannedAt: null, UnbanDate: null });
    status = 'active';
  }
  if (status === 'under_review') return { outcome: 'under_review', update };
  if (status === 'not_approved') return { outcome: 'not_approved', update };
  return { outcome: 'ok', update: { ...update, LastLoginAt: now.toISOString() } };
}
