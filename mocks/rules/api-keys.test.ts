// API key rules: the key's form and hash, its state, and the per-minute rate limit.
import { describe, expect, it } from 'vitest';
import { consumeRate, hashKey, keyPrefix, keyStatus, looksLikeKey, newApiKey, RATE_LIMIT, rateHeaders } from './api-keys';

describe('api keys', () => {
  it('are pk_ and 32 letters or digits, different every time, kept as a SHA-256 hash', async () => {
    const [a, b] = [newApiKey(), newApiKey()];
    expect(a).toMatch(/^pk_[A-Za-z0-9]{32}$/);
    expect(looksLikeKey(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(keyPrefix(a)).toBe(a.slice(0, 7));
    expect(await hashKey(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashKey(a)).not.toBe(await hashKey(b));
  });

  it('are revoked, expired or active', () => {
    const now = new Date('2026-11-05T15:00:00Z');
    expect(keyStatus({ RevokedAt: '2026-11-01T00:00:00Z', ExpiresAt: null }, now)).toBe('revoked');
    expect(keyStatus({ RevokedAt: null, ExpiresAt: '2026-11-05T15:00:00Z' }, now)).toBe('expired');
    expect(keyStatus({ RevokedAt: null, ExpiresAt: '2026-11-05T15:00:01Z' }, now)).toBe('active');
    expect(keyStatus({ RevokedAt: null, ExpiresAt: null }, now)).toBe('active');
  });

  it('allow 60 calls a minute, then refuse until the minute ends', () => {
    const start = Date.parse('2026-11-05T15:00:00Z');
    let w = { WindowStart: 0, WindowCount: 0 };
    for (let i = 0; i < RATE_LIMIT; i++) {
      const d = consumeRate(w, start + 15_000);
      expect(d.allowed).toBe(true);
      expect(d.remaining).toBe(RATE_LIMIT - i - 1);
      w = d;
    }
    const refused = consumeRate(w, start + 15_000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 45, WindowCount: RATE_LIMIT });
    expect(rateHeaders(refused)).toEqual({
      'RateLimit-Limit': '60',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '45',
      'Retry-After': '45',
    });
    expect(consumeRate(refused, start + 60_000)).toMatchObject({ allowed: true, remaining: 59, resetSeconds: 60 });
  });
});
