// Bearer tokens of the mock. A token carries its user and expiry and a checksum over them, so it
// stays valid wherever the mock runs (a test mints one in Node for the in-browser mock; a signed-in
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

function checksum(userId: number, expiresMs: number, serial: number): string {
  const low = expiresMs % 2_147_483_647;
  return `${hashSeed(userId, low).toString(36)}${hashSeed(serial, low ^ userId).toString(36)}`;
}

/** What a reload must keep: the revoked tokens and the serial count. */
export interface TokensState {
  revoked: string[];
  issued: number;
}

export function createTokens(clock: Clock) {
  const revoked = new Set<string>();
  let issued = 0;

  function issue(userId: number, ttlMs: number = DEFAULT_TOKEN_TTL_MS): TokenRecord {
    issued += 1;
    const expiresMs = clock.now().getTime() + ttlMs;
    const token = `mock.${userId}.${expiresMs}.${issued}.${checksum(userId, expiresMs, issued)}`;
    return { token, expiresAt: new Date(expiresMs).toISOString(), type: 'bearer' };
  }

  /** The token's user ID, or null when it is malformed, revoked or expired. */
  function userIdFor(token: string | null | undefined): number | null {
    if (!token || revoked.has(token)) return null;
    const match = /^mock\.(\d+)\.(\d+)\.(\d+)\.([a-z0-9]+)$/.exec(token);
    if (!match) return null;
    const [userId, expiresMs, serial] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (match[4] !== checksum(userId, expiresMs, serial)) return null;
    return expiresMs > clock.now().getTime() ? userId : null;
  }

  return {
    issue,
    userIdFor,
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
