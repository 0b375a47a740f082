// The rules of partners' API keys (issue 20): the key's form (`pk_` and 32 letters and digits,
// kept only as a SHA-256 hash), its state (active, expired, revoked), and the rate limit: 60
// calls per key per fixed minute of the mock clock, told in `RateLimit-*` headers.
import { createApiKeyLimits } from '@/api/generated/zod/contract-limits';

export const API_KEY_SCOPES = ['reports:read', 'payments:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const MAX_ACTIVE_KEYS = createApiKeyLimits.maxActiveKeys;
export const MAX_EXPIRY_MS = createApiKeyLimits.maxExpiryDays * 86_400_000;
export const RATE_LIMIT = createApiKeyLimits.callsPerMinute;
export const RATE_WINDOW_MS = 60_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The characters of a key after `pk_`. */
const KEY_CHARS = 32;

/** A new key: `pk_` and 32 characters of [A-Za-z0-9] (about 190 bits). */
export function newApiKey(): string {
  let out = '';
  while (out.length < KEY_CHARS) {
    // 248 = 62 × 4: bytes at or above it are skipped so every character is equally likely.
    for (const b of crypto.getRandomValues(new Uint8Array(40))) if (b < 248 && out.length < KEY_CHARS) out += ALPHABET[b % 62];
  }
  return `pk_${out}`;
}

/** The part shown in lists: `pk_` and the next four characters. */
export const keyPrefix = (key: string) => key.slice(0, 7);

export const looksLikeKey = (text: string) => /^pk_[A-Za-z0-9]{32}$/.test(text);

export async function hashKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type KeyStatus = 'active' | 'expired' | 'revoked';

export function keyStatus(key: { RevokedAt: string | null; ExpiresAt: string | null }, now: Date): KeyStatus {
  if (key.RevokedAt) return 'revoked';
  if (key.ExpiresAt && Date.parse(key.ExpiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

export interface RateWindow {
  /** Start of the current window (ms), and the calls counted in it. */
  WindowStart: number;
  WindowCount: number;
}

export interface RateDecision extends RateWindow {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1 while it runs). */
  resetSeconds: number;
}

/** Counts one call at `nowMs` in fixed one-minute windows; past the limit the call is refused (and not counted). */
export function consumeRate(window: RateWindow, nowMs: number): RateDecision {
  const start = Math.floor(nowMs / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const count = window.WindowStart === start ? window.WindowCount : 0;
  const resetSeconds = Math.max(1, Math.ceil((start + RATE_WINDOW_MS - nowMs) / 1000));
  if (count >= RATE_LIMIT) return { allowed: false, limit: RATE_LIMIT, remaining: 0, resetSeconds, WindowStart: start, WindowCount: count };
  return { allowed: true, limit: RATE_LIMIT, remaining: RATE_LIMIT - count - 1, resetSeconds, WindowStart: start, WindowCount: count + 1 };
}

export function rateHeaders(d: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
  };
  if (!d.allowed) headers['Retry-After'] = String(d.resetSeconds);
  return headers;
}
