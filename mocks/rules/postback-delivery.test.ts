// The delivery rules: the backoff schedule, which targets are refused, the simulated receiver,
// the payload (macros filled, player identifiers hashed) and the signature a receiver verifies.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  attemptOffsetsMs,
  buildPayload,
  hashPlayerId,
  MAX_ATTEMPTS,
  newSigningSecret,
  retryDelayMs,
  signatureHeader,
  simulatedAnswer,
  targetKind,
  trimBody,
  verifySignature,
} from './postback-delivery';

const config = {
  Endpoint: 'https://tracker.example.net/pb?src=portal',
  Method: 'GET' as const,
  Params: [
    { key: 'click_id', value: '{clickId}' },
    { key: 'player', value: '{PlayerId}' },
    { key: 'payout', value: '{commission}' },
    { key: 'x', value: '{unknown}' },
  ],
};
const values = { event: 'ftd' as const, clickId: 'abc123', playerId: 'joao.silva@example.com', amount: 50, currency: 'BRL' };

describe('backoff', () => {
  it('waits 1, 4, 16, 64 and 256 minutes between six attempts', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 4, 16, 64, 256]);
    expect(attemptOffsetsMs().map((ms) => ms / 60_000)).toEqual([0, 1, 5, 21, 85, 341]);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('retries a failure until the last attempt, never a refused target', () => {
    const at = new Date('2026-11-05T15:00:00Z');
    const fail = { statusCode: 503, responseBody: 'x', durationMs: 10, error: null };
    expect(afterAttempt(1, at, fail)).toEqual({ status: 'retrying', nextAttemptAt: '2026-11-05T15:01:00.000Z' });
    expect(afterAttempt(3, at, fail)).toEqual({ status: 'retrying', nextAttemptAt: '2026-11-05T15:16:00.000Z' });
    expect(afterAttempt(6, at, fail)).toEqual({ status: 'failed', nextAttemptAt: null });
    expect(afterAttempt(1, at, { ...fail, statusCode: 204 })).toEqual({ status: 'delivered', nextAttemptAt: null });
    expect(afterAttempt(1, at, { statusCode: null, responseBody: null, durationMs: 0, error: 'blocked_target' }).status).toBe('failed');
    expect(afterAttempt(1, at, { statusCode: null, responseBody: null, durationMs: 10_000, error: 'timeout' }).status).toBe('retrying');
  });
});

describe('targets', () => {
  it.each([
    ['http://localhost:9000/pb', 'loopback'],
    ['http://api.localhost/pb', 'loopback'],
    ['http://127.0.0.1/pb', 'loopback'],
    ['http://[::1]:8080/pb', 'loopback'],
    ['http://0.0.0.0/pb', 'loopback'],
    ['http://10.1.2.3/pb', 'private'],
    ['http://172.20.0.5/pb', 'private'],
    ['http://192.168.1.10/pb', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'private'],
    ['http://[fd12:3456::1]/pb', 'private'],
    ['http://printer.local/pb', 'private'],
    ['http://172.32.0.1/pb', 'public'],
    ['https://tracker.example.com/pb', 'public'],
  ])('%s is %s', (url, kind) => expect(targetKind(new URL(url))).toBe(kind));
});

describe('simulated receiver', () => {
  it('answers by words in the host; flaky fails twice, then delivers', () => {
    const at = (host: string, n = 1) => simulatedAnswer(new URL(`https://${host}/pb`), n);
    expect(at('tracker.example.com')).toMatchObject({ statusCode: 200, responseBody: 'OK', error: null });
    expect(at('fail.example.com')).toMatchObject({ statusCode: 500 });
    expect(at('timeout.example.com')).toMatchObject({ statusCode: null, error: 'timeout', durationMs: 10_000 });
    expect(at('unreachable.example.com')).toMatchObject({ statusCode: null, error: 'connection' });
    expect([1, 2, 3].map((n) => at('flaky.example.com', n).statusCode)).toEqual([503, 503, 200]);
    expect(at('tracker.example.com')).toEqual(at('tracker.example.com'));
  });

  it('keeps the first 1024 characters of an answer', () => {
    expect(trimBody('x'.repeat(5000))).toHaveLength(1024);
    expect(trimBody(null)).toBeNull();
  });
});

describe('payload', () => {
  it("GET: event and the keys in the query after the endpoint's own, the player hashed, unknown macros empty", async () => {
    const p = await buildPayload(config, 1, values);
    const player = await hashPlayerId(1, values.playerId);
    expect(player).toMatch(/^ph_[0-9a-f]{32}$/);
    expect(p.body).toBe(`src=portal&event=ftd&click_id=abc123&player=${player}&payout=50.00&x=`);
    expect(p.url).toBe(`https://tracker.example.net/pb?${p.body}`);
    expect(p.body).not.toContain('joao');
  });

  it('POST: a JSON body; the same player gives another hash to another partner', async () => {
    const p = await buildPayload({ ...config, Method: 'POST', Endpoint: 'https://t.example.net/pb' }, 2, values);
    expect(p.url).toBe('https://t.example.net/pb');
    const body = JSON.parse(p.body) as Record<string, string>;
    expect(body).toMatchObject({ event: 'ftd', click_id: 'abc123', payout: '50.00' });
    expect(body.player).not.toBe(await hashPlayerId(1, values.playerId));
    expect(body.player).toBe(await hashPlayerId(2, values.playerId));
  });
});

describe('signature', () => {
  it('is the HMAC-SHA256 of "<timestamp>.<payload>" that node:crypto computes, checked as the README does', async () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^pbs_[A-Za-z0-9_-]{43}$/);
    const body = '{"event":"ftd"}';
    const header = await signatureHeader([secret], 1_793_890_800, body);
    const expected = `v1=${createHmac('sha256', secret).update(`1793890800.${body}`).digest('hex')}`;
    expect(header).toBe(expected);
    expect(timingSafeEqual(Buffer.from(header), Buffer.from(expected))).toBe(true);
    expect(await verifySignature(secret, header, 1_793_890_800, body, 1_793_890_900)).toBe(true);
    expect(await verifySignature(secret, header, 1_793_890_800, `${body} `, 1_793_890_900)).toBe(false);
    expect(await verifySignature(secret, header, 1_793_890_800, body, 1_793_891_200)).toBe(false); // older than 5 minutes
  });

  it('carries both signatures during a rotation, so either secret verifies', async () => {
    const [now, old] = [newSigningSecret(), newSigningSecret()];
    const header = await signatureHeader([now, old], 100, 'a=1');
    expect(header.split(' ')).toHaveLength(2);
    expect(await verifySignature(old, header, 100, 'a=1', 100)).toBe(true);
    expect(await verifySignature(now, header, 100, 'a=1', 100)).toBe(true);
    expect(await verifySignature(newSigningSecret(), header, 100, 'a=1', 100)).toBe(false);
  });
});
