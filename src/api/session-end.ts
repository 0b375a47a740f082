// A session the server has ended (issue 17 item 4), told in one place. Any call answered 401
// `session_revoked` (the user signed this session out from another device, or the partner signed
// out an administrator's "Log in as") ends the stored session here, once: the first refusal clears
// the token it carried and tells the session (src/lib/session.tsx), which goes to /auth with the
// page kept as the return path; the refusals of the calls that were in flight with the same token
// find it gone and do nothing, so several failing together sign out once, and a token stored since
// (a new sign-in in another tab) is never cleared by an old one's refusal.
// A 403 "Invalid token" (expired, including the 30-minute end of "Log in as") keeps the spec's rule
// (§8: clear and reload, src/api/http-client.ts); the reason is remembered across that reload so
// the sign-in step can say why the session ended.
import { tokenStore } from './token-store';

/** Why the session ended: signed out elsewhere, or the token no longer valid. */
export type SessionEnd = 'revoked' | 'expired';

/** Local storage: the one key that survives the reload of an "Invalid token" (read once, then removed). */
const endedKey = 'session.ended';

type Listener = (reason: SessionEnd) => void;
const listeners = new Set<Listener>();

/** Tells `listener` when a session ends; returns the unsubscribe. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isSessionEnd(value: string | null | undefined): value is SessionEnd {
  return value === 'revoked' || value === 'expired';
}

/** The reason remembered before a reload, if any (a pure read; `forgetSessionEnd` removes it). */
export function rememberedSessionEnd(): SessionEnd | null {
  const value = storage()?.getItem(endedKey);
  return isSessionEnd(value) ? value : null;
}

export function rememberSessionEnd(reason: SessionEnd): void {
  storage()?.setItem(endedKey, reason);
}

export function forgetSessionEnd(): void {
  storage()?.removeItem(endedKey);
}

/**
 * A call carrying `refusedToken` was answered 401 `session_revoked`. Ends the session when that
 * token is still the stored one (clears it, tells the listeners) and says whether it did.
 */
export function endRevokedSession(refusedToken: string | null): boolean {
  const stored = tokenStore.get();
  if (!refusedToken || stored !== refusedToken) return false;
  tokenStore.clear();
  // No session listening (nothing mounted yet): the reason waits for it, as after a reload.
  if (listeners.size === 0) rememberSessionEnd('revoked');
  for (const listener of [...listeners]) listener('revoked');
  return true;
}
