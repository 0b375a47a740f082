// The standalone HTTP mock (`npm run mock`) against callers it must refuse (issue 15.18): a foreign
// page gets no CORS grant and no answer from the control API (preflight or not, JSON or
// text/plain), while the app's loopback pages and Origin-less callers keep theirs and /api stays
// open to any origin; a body larger than the limit is refused with 413 from its Content-Length
// before it is sent, and a chunked one is cut off at the limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from './db/demo-accounts';
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';
import { MAX_BODY_BYTES } from './http/control-guard';
import { getStore } from './runtime';
import { startMockServer } from './server';

const SEED_NOW = '2026-11-05T15:00:00.000Z';
const LATER = '2026-12-24T15:00:00.000Z';
const EVIL = 'https://evil.example';
const APP = 'http://localhost:5173';

let server: Server;
let base: string;

beforeAll(async () => {
  server = await startMockServer(0, { clock: 'frozen', now: new Date(SEED_NOW) });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  getStore().reset();
  getStore().clock.set(LATER);
});

const post = (path: string, origin: string | null, body = '{}', type = 'application/json') =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': type, ...(origin ? { origin } : {}) }, body });

describe('the control API over HTTP', () => {
  it('grants a foreign page no preflight and no CORS, and refuses its calls (403): nothing reset', async () => {
    const preflight = await fetch(`${base}/__mock/reset`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([403, null]);

    for (const [path, type] of [
      ['/__mock/reset', 'application/json'],
      ['/__mock/reset', 'text/plain'], // a "simple" request: no preflight in a browser
      ['/__mock/clock', 'text/plain'],
      ['/__mock/faults', 'application/x-www-form-urlencoded'],
    ] as const) {
      const r = await post(path, EVIL, '{"now":null,"errorRate":1}', type);
      expect([path, type, r.status, r.headers.get('access-control-allow-origin')]).toEqual([path, type, 403, null]);
    }
    const state = await fetch(`${base}/__mock/state`, { headers: { origin: EVIL } });
    expect([state.status, state.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    expect(getStore().clock.now().toISOString()).toBe(LATER);
  });

  it('refuses a text/plain POST from the app too (415); the app’s JSON call works with its own origin granted', async () => {
    expect((await post('/__mock/clock', APP, JSON.stringify({ now: null }), 'text/plain')).status).toBe(415);
    expect(getStore().clock.now().toISOString()).toBe(LATER);

    const preflight = await fetch(`${base}/__mock/clock`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, APP]);
    const r = await post('/__mock/clock', APP, JSON.stringify({ now: SEED_NOW }));
    expect([r.status, r.headers.get('access-control-allow-origin'), ((await r.json()) as { now: string }).now]).toEqual([
      200,
      APP,
      SEED_NOW,
    ]);
  });

  it('answers a caller without an Origin (curl, the tests, the contract run)', async () => {
    const r = await post('/__mock/reset', null, JSON.stringify({ scale: 'default' }));
    expect([r.status, r.headers.get('access-control-allow-origin')]).toEqual([200, null]);
    expect(getStore().clock.now().toISOString()).toBe(SEED_NOW);
  });

  it('keeps /api open to any origin (bearer tokens, as the real API)', async () => {
    const r = await fetch(`${base}/api/status`, { headers: { origin: EVIL } });
    expect([r.status, r.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
  });
});

/** A raw request whose body is written by `write` until the server answers (or it gives up). */
function rawUpload(headers: http.OutgoingHttpHeaders, write: (req: http.ClientRequest) => Promise<number>) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${base}/api/media`, { method: 'PUT', headers }, (res) => {
      answered = true;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    void write(req).then((n) => {
      sent = n;
    });
  });
}

describe('request bodies over the limit', () => {
  const auth = () => ({ authorization: `Bearer ${getStore().issueToken(DEMO_IDS.affiliate).token}` });

  it('a declared Content-Length over the limit gets 413 before the body is sent', async () => {
    const media = getStore().db.media.size;
    let written = 0;
    const answer = await rawUpload(
      { ...auth(), 'content-type': 'multipart/form-data; boundary=x', 'content-length': 50 * 1024 * 1024 },
      async (req) => {
        // One kilobyte, then nothing: the server must answer without waiting for the other 50 MB.
        req.write(Buffer.alloc(1024, 97));
        written = 1024;
        return written;
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ reason: 'file_too_large' });
    expect(written).toBe(1024);
    expect(getStore().db.media.size).toBe(media);
  });

  it('a chunked body is cut off once it passes the limit (413), and nothing is stored', async () => {
    const media = getStore().db.media.size;
    let stop = false;
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 97);
    const answer = rawUpload(
      { ...auth(), 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      async (req) => {
        req.once('response', () => (stop = true));
        req.once('close', () => (stop = true));
        // Up to 40 MB unless the server answers first.
        while (!stop && written < 40 * 1024 * 1024) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r).once('close', r));
          written += chunk.length;
        }
        return written;
      },
    );
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ reason: 'file_too_large' });
    // It stopped near the limit, far from the 40 MB the client was ready to send.
    expect(written).toBeLessThan(MAX_BODY_BYTES + 8 * 1024 * 1024);
    expect(getStore().db.media.size).toBe(media);
  });

  it('a 5 MB upload (the limit itself, with its multipart framing) still goes through', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(uploadMediaLimits.maxBytes).fill(37)], { type: 'application/pdf' }), 'nota.pdf');
    const r = await fetch(`${base}/api/media`, { method: 'PUT', headers: auth(), body: form });
    expect(r.status).toBe(201);
  });
});
