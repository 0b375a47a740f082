// API keys through the API (issue 20): created and shown once, listed without their value,
// scoped (reports or payments reads only), revoked (401 from then on), expired, rate-limited
// with the RateLimit-* headers, and never a way into anything else.
import { describe, expect, it } from 'vitest';
import { createApiKey, getApiKeys, revokeApiKey } from '@/api/generated/endpoints/api-keys/api-keys';
import { DEMO_API_KEYS } from '../db/seed-integrations';
import { hashKey } from '../rules/api-keys';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();

const call = (path: string, key: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, 'http://127.0.0.1'), { headers: { 'X-API-Key': key, ...headers } });
const bodyOf = async (r: Response) => (await r.json()) as Record<string, unknown>;

describe('api keys', () => {
  it('the seeded keys are stored as the SHA-256 of their values', async () => {
    const stored = [...store().db.apiKeys.values()].map((k) => k.Hash);
    expect(stored).toEqual(await Promise.all([DEMO_API_KEYS.reports, DEMO_API_KEYS.payments, DEMO_API_KEYS.revoked].map(hashKey)));
  });

  it('is shown once at creation, then listed without its value; it calls its scope only', async () => {
    const created = await createApiKey({ name: '  Looker sync ', scopes: ['reports:read'] }, as('affiliate'));
    expect(created).toMatchObject({ Name: 'Looker sync', Status: 'active', Scopes: ['reports:read'], LastUsedAt: null, ExpiresAt: null });
    expect(created.Secret).toMatch(/^pk_[A-Za-z0-9]{32}$/);
    expect(created.Prefix).toBe(created.Secret!.slice(0, 7));
    const listed = await getApiKeys(as('affiliate'));
    expect(listed[0]).toMatchObject({ ID: created.ID, Secret: null });
    expect(JSON.stringify(listed)).not.toContain(created.Secret!);

    const ok = await call('/api/me/data/reports/key-sum', created.Secret!);
    expect(ok.status).toBe(200);
    expect((await getApiKeys(as('affiliate')))[0]!.LastUsedAt).toBe(store().clock.now().toISOString());
    const payments = await call('/api/me/payments', created.Secret!);
    expect([payments.status, (await bodyOf(payments)).reason]).toEqual([403, 'insufficient_scope']);
    expect(payments.headers.get('RateLimit-Limit')).toBe('60');
  });

  it('reaches only the reports and payments reads: anything else needs a session', async () => {
    for (const path of ['/api/me/profile', '/api/me/campaigns', '/api/me/payments/info', '/api/me/api-keys']) {
      const r = await call(path, DEMO_API_KEYS.payments);
      expect([path, r.status, (await bodyOf(r)).reason]).toEqual([path, 401, 'unauthorized']);
    }
    const payment = [...store().ownedBy('payments', 1)][0]!;
    expect((await call(`/api/me/payments/${payment.ID}`, DEMO_API_KEYS.payments)).status).toBe(200);
    expect((await call('/api/me/data/balance/history', DEMO_API_KEYS.payments)).status).toBe(200);
    const created = await createApiKey({ name: 'x', scopes: ['reports:read'] }, as('affiliate'));
    const write = await fetch(new URL('/api/me/campaigns', 'http://127.0.0.1'), {
      method: 'POST',
      headers: { 'X-API-Key': created.Secret!, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'via-key', description: '' }),
    });
    expect(write.status).toBe(401);
  });

  it('401 once revoked, expired, unknown or malformed', async () => {
    expect((await bodyOf(await call('/api/me/data/reports', DEMO_API_KEYS.revoked))).reason).toBe('invalid_api_key');
    expect((await call('/api/me/data/reports', 'pk_notARealKeyButTheRightLength12')).status).toBe(401);
    expect((await call('/api/me/data/reports', 'Bearer nope')).status).toBe(401);
    expect((await call('/api/me/data/reports', DEMO_API_KEYS.reports)).status).toBe(200);
    const revoked = await revokeApiKey(1, as('affiliate'));
    expect(revoked).toMatchObject({ Status: 'revoked', RevokedAt: store().clock.now().toISOString() });
    expect((await call('/api/me/data/reports', DEMO_API_KEYS.reports)).status).toBe(401);
    expect((await revokeApiKey(1, as('affiliate'))).RevokedAt).toBe(revoked.RevokedAt); // again: no change

    const expiring = await createApiKey(
      { name: 'one hour', scopes: ['reports:read'], expiresAt: new Date(store().clock.now().getTime() + 3_600_000).toISOString() },
      as('affiliate'),
    );
    expect((await call('/api/me/data/reports', expiring.Secret!)).status).toBe(200);
    store().clock.advance(3_600_000);
    const expired = await call('/api/me/data/reports', expiring.Secret!);
    expect([expired.status, (await bodyOf(expired)).message]).toEqual([401, 'API key expired']);
    expect((await getApiKeys(as('affiliate'))).find((k) => k.ID === expiring.ID)!.Status).toBe('expired');
  });

  it('60 calls a minute, told in the headers; the 61st gets 429 with Retry-After, the next minute works again', async () => {
    store().clock.set('2026-11-05T15:00:10Z');
    let last: Response | undefined;
    for (let i = 0; i < 60; i++) last = await call('/api/me/data/reports/key-sum', DEMO_API_KEYS.reports);
    expect([last!.status, last!.headers.get('RateLimit-Remaining'), last!.headers.get('RateLimit-Reset')]).toEqual([200, '0', '50']);
    const refused = await call('/api/me/data/reports/key-sum', DEMO_API_KEYS.reports);
    expect(refused.status).toBe(429);
    expect(await bodyOf(refused)).toMatchObject({ reason: 'rate_limited', retryAt: '2026-11-05T15:01:00.000Z' });
    expect(refused.headers.get('Retry-After')).toBe('50');
    // Another key has its own budget; the same key works again the next minute.
    expect((await call('/api/me/payments', DEMO_API_KEYS.payments)).headers.get('RateLimit-Remaining')).toBe('59');
    store().clock.set('2026-11-05T15:01:00Z');
    expect((await call('/api/me/data/reports/key-sum', DEMO_API_KEYS.reports)).headers.get('RateLimit-Remaining')).toBe('59');
  });

  it("refuses bad input at its field, an 11th active key, someone else's key, and a non-affiliate", async () => {
    const bad = await refusal(createApiKey({ name: '', scopes: [], expiresAt: '2020-01-01T00:00:00Z' }, as('affiliate')));
    expect([bad.status, Object.keys(bad.fieldErrors).sort()]).toEqual([400, ['expiresAt', 'name', 'scopes']]);
    for (let i = 0; i < 8; i++) await createApiKey({ name: `k${i}`, scopes: ['payments:read'] }, as('affiliate'));
    expect((await refusal(createApiKey({ name: 'k9', scopes: ['payments:read'] }, as('affiliate')))).reason).toBe('api_key_limit');
    await revokeApiKey(2, as('affiliate'));
    await createApiKey({ name: 'k9', scopes: ['payments:read'] }, as('affiliate'));
    expect((await refusal(revokeApiKey(1, as('newbie')))).status).toBe(404);
    expect((await refusal(getApiKeys(as('analyst')))).status).toBe(403);
  });
});
