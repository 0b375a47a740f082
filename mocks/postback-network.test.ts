// The standalone mock server really delivers postbacks (issue 20): against a real local HTTP
// receiver, it proves the signature (verified as the README tells a receiver to, with
// crypto.timingSafeEqual), the backoff schedule driven by the mock clock, a retry that succeeds,
// a replay, both signatures during a rotation's grace period, and that a private address is never
// called. Player identifiers reach the receiver hashed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from './runtime';
import { startMockServer } from './server';

const SEED_NOW = '2026-11-05T15:00:00.000Z';
const MIN = 60_000;

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let mock: Server;
let receiver: Server;
let base: string;
let target: string;
const received: Received[] = [];
/** The statuses the receiver answers, in turn (200 once they run out). */
let answers: number[] = [];

/** The receiver's check, as in the README: one `v1=` signature must match, compared in constant time. */
function verify(secrets: string[], r: Received): boolean {
  const timestamp = String(r.headers['x-postback-timestamp']);
  const payload = r.method === 'GET' ? new URL(r.url, 'http://x').search.slice(1) : r.body;
  const offered = String(r.headers['x-postback-signature'] ?? '').split(' ');
  return secrets.some((secret) => {
    const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`);
    return offered.some((o) => o.length === expected.length && timingSafeEqual(Buffer.from(o), expected));
  });
}

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read loosely here; the contract run checks their shape
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const setClock = (ms: number) => api('POST', '/__mock/clock', null, { now: new Date(ms).toISOString() });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : `down ${'x'.repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/postback`;
  mock = await startMockServer(0, { clock: 'frozen', now: new Date(SEED_NOW) });
  base = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
});
afterAll(async () => {
  mock.closeAllConnections();
  receiver.closeAllConnections();
  await Promise.all([new Promise((r) => mock.close(r)), new Promise((r) => receiver.close(r))]);
});
beforeEach(() => {
  getStore().reset();
  received.length = 0;
  answers = [];
});

/** A session that has also proved it is the user again (issue 17's step-up), as a postback URL change needs. */
async function signIn(): Promise<string> {
  const r = await api('POST', '/api/auth/signin', null, { login: 'affiliate', password: 'demo1234' });
  const token = r.body.token as string;
  expect((await api('POST', '/api/me/security/step-up', token, { password: 'demo1234' })).status).toBe(200);
  return token;
}

describe('postbacks from `npm run mock` to a local receiver', () => {
  it('are signed, retried by the backoff schedule as the clock moves, delivered, and replayed', async () => {
    const token = await signIn();
    const t0 = Date.parse(SEED_NOW);
    expect(
      (
        await api('POST', '/api/me/postback', token, {
          endpoint: target,
          method: 'POST',
          events: ['ftd'],
          keys: [
            { key: 'player', value: '{playerId}' },
            { key: 'click', value: '{clickId}' },
          ],
        })
      ).status,
    ).toBe(200);
    const secret = (await api('POST', '/api/me/postback/signing-secret', token, { graceHours: 0 })).body.Secret as string;

    answers = [503, 500];
    const first = await api('GET', '/api/me/postback/test?event=ftd', token);
    expect(first.body).toMatchObject({ StatusCode: 503, Success: false, Attempt: 1 });
    expect(first.body.ResponseBody).toHaveLength(1024); // trimmed
    expect(received).toHaveLength(1);
    const [r1] = received;
    expect(r1).toMatchObject({ method: 'POST', url: '/postback' });
    expect(r1!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-postback-event': 'ftd',
      'x-postback-attempt': '1',
      'x-postback-test': 'true',
      'x-postback-timestamp': String(t0 / 1000),
    });
    expect(verify([secret], r1!)).toBe(true);
    expect(verify(['pbs_not-the-secret'], r1!)).toBe(false);
    expect(verify([secret], { ...r1!, body: r1!.body.replace('"ftd"', '"qftd"') })).toBe(false);
    const payload = JSON.parse(r1!.body) as Record<string, string>;
    expect(payload).toMatchObject({ event: 'ftd', click: 'test', player: expect.stringMatching(/^ph_[0-9a-f]{32}$/) });

    const id = first.body.DeliveryID as number;
    const delivery = async () => (await api('GET', `/api/me/postback/deliveries/${id}`, token)).body;
    expect((await delivery()).delivery).toMatchObject({
      Status: 'retrying',
      AttemptsLeft: 5,
      NextAttemptAt: new Date(t0 + MIN).toISOString(),
    });

    await setClock(t0 + MIN); // attempt 2 (500), then the next after 4 minutes
    expect((await delivery()).delivery).toMatchObject({
      Status: 'retrying',
      Attempts: 2,
      NextAttemptAt: new Date(t0 + 5 * MIN).toISOString(),
    });
    await setClock(t0 + 5 * MIN); // attempt 3: 200
    const done = await delivery();
    expect(done.delivery).toMatchObject({ Status: 'delivered', Attempts: 3, LastStatusCode: 200, LastResponseBody: 'thanks' });
    expect(received.map((r) => r.headers['x-postback-attempt'])).toEqual(['1', '2', '3']);
    expect(received.map((r) => Number(r.headers['x-postback-timestamp']) - t0 / 1000)).toEqual([0, 60, 300]);
    expect(received.every((r) => verify([secret], r) && r.body === r1!.body)).toBe(true);

    // Replay: the same payload again, freshly signed, naming the original.
    await setClock(t0 + 60 * MIN);
    const replay = await api('POST', '/api/me/postback/deliveries/replay', token, { ids: [id] });
    expect(replay.body.replayed).toMatchObject([{ ReplayOf: id, Status: 'delivered', Attempts: 1 }]);
    const r4 = received[3]!;
    expect([r4.headers['x-postback-replay-of'], r4.body, verify([secret], r4)]).toEqual([String(id), r1!.body, true]);
    expect(Number(r4.headers['x-postback-timestamp'])).toBe((t0 + 60 * MIN) / 1000);
  });

  it("carry both signatures during a rotation's grace period, and never reach a private address", async () => {
    const token = await signIn();
    await api('POST', '/api/me/postback', token, {
      endpoint: `${target}?src=portal`,
      method: 'GET',
      events: ['ftd'],
      keys: [{ key: 'c', value: '{clickId}' }],
    });
    const old = (await api('POST', '/api/me/postback/signing-secret', token, { graceHours: 0 })).body.Secret as string;
    const now = (await api('POST', '/api/me/postback/signing-secret', token, { graceHours: 24 })).body.Secret as string;
    await api('GET', '/api/me/postback/test?event=registration', token);
    const r = received[0]!;
    expect(r.method).toBe('GET');
    expect(r.url).toBe('/postback?src=portal&event=registration&c=test');
    expect(String(r.headers['x-postback-signature']).split(' ')).toHaveLength(2);
    expect([verify([old], r), verify([now], r)]).toEqual([true, true]);

    await setClock(Date.parse(SEED_NOW) + 25 * 3_600_000); // the grace period is over (and the session)
    const later = await signIn();
    await api('POST', '/api/me/postback', later, { endpoint: target, method: 'GET', events: ['ftd'], keys: [] });
    await api('GET', '/api/me/postback/test?event=ftd', later);
    expect(received[1]!.headers['x-postback-signature']).not.toContain(' ');
    expect([verify([old], received[1]!), verify([now], received[1]!)]).toEqual([false, true]);

    await setClock(Date.parse(SEED_NOW) + 50 * 3_600_000);
    const last = await signIn();
    await api('POST', '/api/me/postback', last, { endpoint: 'http://10.0.0.5/pb', method: 'GET', events: ['ftd'], keys: [] });
    const blocked = await api('GET', '/api/me/postback/test?event=ftd', last);
    expect(blocked.body).toMatchObject({ Error: 'blocked_target', StatusCode: null });
    expect(received).toHaveLength(2);
  });
});
