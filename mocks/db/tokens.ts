// Bearer tokens of the mock. A token carries its user and expiry and a checksum over them, so it
// stays valid wherever the mock runs. A token an administrator got with "Log in as" also carries
// that administrator's ID (`…a<adminId>.<checksum>`, under the checksum too), so the profile can say
// the session is an impersonation however it is used (another tab, a reload) (a test mints one in Node for the in-browser mock; a signed-in
// demo user stays signed in across a fresh seed). Revoked tokens are remembered until a reset, and
// kept with the in-browser mock's saved state (mocks/persistence.ts).
// This is a mock: the checksum only tells our own tokens from typos, it is not security.
import type { Clock } from './clock';
import { hashSeed } from './random';

export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60_000;

export interface TokenRecord {
  token: string;
  expiresAt: string;
  type: 'bearer';
}

function checksum(userId: number, expiresMs: number, serial: number, actorId: number | null = null): string {
  const low = expiresMs % 2_147_483_647;
  const sum = `${hashSeed(userId, low).toString(36)}${hashSeed(serial, low ^ userId).toString(36)}`;
  return actorId === null ? sum : `${sum}${hashSeed(actorId, low ^ serial).toString(36)}`;
}

/** Who a valid token signs in, and the administrator behind it for a "Log in as" session. */
export interface TokenSession {
  userId: number;
  /** The administrator who opened this session with "Log in as"; null for the user's own. */
  actorId: number | null;
  expiresMs: number;
}

/** What a reload must keep: the revoked tokens and the serial count. */
export interface TokensState {
  revoked: string[];
  issued: number;
}

export function createTokens(clock: Clock) {
  const revoked = new Set<string>();
  let issued = 0;

  /** A token for `userId`; with `actorId`, the administrator who logs in as that user. */
  function issue(userId: number, ttlMs: number = DEFAULT_TOKEN_TTL_MS, actorId: number | null = null): TokenRecord {
    issued += 1;
    const expiresMs = clock.now().getTime() + ttlMs;
    const actor = actorId === null ? '' : `a${actorId}.`;
    const token = `mock.${userId}.${expiresMs}.${issued}.${actor}${checksum(userId, expiresMs, issued, actorId)}`;
    return { token, expiresAt: new Date(expiresMs).toISOString(), type: 'bearer' };
  }

  /** The token's session, or null when it is malformed, revoked or expired. */
  function sessionFor(token: string | null | undefined): TokenSession | null {
    if (!token || revoked.has(token)) return null;
    const match = /^mock\.(\d+)\.(\d+)\.(\d+)\.(?:a(\d+)\.)?([a-z0-9]+)$/.exec(token);
    if (!match) return null;
    const [userId, expiresMs, serial] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const actorId = match[4] === undefined ? null : Number(match[4]);
    if (match[5] !== checksum(userId, expiresMs, serial, actorId)) return null;
    return expiresMs > clock.now().getTime() ? { userId, actorId, expiresMs } : null;
  }

  /**
   * A two-factor sign-in challenge (issue 17): proves the password step of `userId` until it
   * expires; `mfa.` tokens are never session tokens. Ended ones join the revoked set.
   */
  function issueChallenge(userId: number, ttlMs: number): TokenRecord {
    issued += 1;
    const expiresMs = clock.now().getTime() + ttlMs;
    const token = `mfa.${userId}.${expiresMs}.${issued}.${checksum(userId, expiresMs, issued, 0)}`;
    return { token, expiresAt: new Date(expiresMs).toISOString(), type: 'bearer' };
  }

  /** The user a challenge is for, or null when it is malformed, ended or expired. */
  function challengeUserId(token: string): number | null {
    if (revoked.has(token)) return null;
    const match = /^mfa\.(\d+)\.(\d+)\.(\d+)\.([a-z0-9]+)$/.exec(token);
    if (!match) return null;
    const [userId, expiresMs, serial] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (match[4] !== checksum(userId, expiresMs, serial, 0)) return null;
    return expiresMs > clock.now().getTime() ? userId : null;
  }

  /** The token's user ID, or null when it is malformed, revoked or expired. */
  function userIdFor(token: string | null | undefined): number | null {
    return sessionFor(token)?.userId ?? null;
  }

  return {
    issue,
    sessionFor,
    userIdFor,
    issueChallenge,
    challengeUserId,
    isRevoked: (token: string) => revoked.has(token),
    revoke: (token: string) => void revoked.add(token),
    clear: () => {
      revoked.clear();
      issued = 0;
    },
    state: (): TokensState => ({ revoked: [...revoked], issued }),
    restore: (state: TokensState) => {
      revoked.clear();
      for (const token of state.revoked) revoked.add(token);
      issued = state.issued;
    },
  };
}
