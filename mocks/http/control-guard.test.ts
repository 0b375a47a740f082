// The control API's guard (issue 15.18) as the MSW handlers apply it — the same in the browser
// worker and in Node: which origins may call /__mock, JSON-only POSTs, and the body limit read
// from Content-Length. mocks/server.test.ts tries the same against the real HTTP server.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { configureRuntime, getStore } from '../runtime';
import { controlOriginAllowed, isLoopbackOrigin, MAX_BODY_BYTES } from './control-guard';

const SEED_NOW = '2026-11-05T15:00:00.000Z';
const LATER = '2026-12-24T15:00:00.000Z';

/** A control call answered by the very handlers the worker and the servers use. */
async function control(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const request = new Request(`http://localhost:5173/__mock/${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
  });
  const response = await getResponse(handlers, request);
  return { status: response!.status, body: (await response!.json()) as Record<string, unknown> };
}
const json = { 'content-type': 'application/json' };

describe('who may call the control API', () => {
  it.each([
    [null, true],
    ['http://localhost:5173', true], // the request's own origin: the in-browser mock's page
    ['http://127.0.0.1:4173', true], // vite preview against `npm run mock`
    ['http://localhost:4201', true],
    ['http://[::1]:4000', true],
    ['https://localhost', true],
    ['https://evil.example', false],
    ['http://localhost.evil.example:5173', false],
    ['http://127.0.0.1.nip.io', false],
    ['null', false], // a sandboxed frame, a file:// page
    ['file://', false],
    ['chrome-extension://abcdef', false],
    ['http://localhost:5173/path', false], // not an origin
  ])('Origin %s → %s', (origin, allowed) => {
    expect(controlOriginAllowed(origin, 'http://localhost:5173/__mock/reset')).toBe(allowed);
  });

  it('a deployed preview may call its own in-page mock (same origin), not another host', () => {
    expect(controlOriginAllowed('https://preview.partners.example', 'https://preview.partners.example/__mock/state')).toBe(true);
    expect(controlOriginAllowed('https://other.example', 'https://preview.partners.example/__mock/state')).toBe(false);
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true);
  });
});

describe('the control handlers', () => {
  it('refuse a foreign page (403) and change nothing: the reset, the clock, the faults, the state', async () => {
    configureRuntime({ clock: 'frozen', now: new Date(SEED_NOW) });
    getStore().clock.set(LATER);
    const evil = { ...json, origin: 'https://evil.example' };
    for (const [path, method, body] of [
      ['reset', 'POST', '{}'],
      ['clock', 'POST', JSON.stringify({ now: null })],
      ['faults', 'POST', JSON.stringify({ errorRate: 1 })],
      ['faults', 'DELETE', undefined],
      ['ws', 'POST', JSON.stringify({ name: 'notification', payload: {} })],
      ['state', 'GET', undefined],
    ] as const) {
      const answer = await control(path, { method, headers: evil, body });
      expect([path, method, answer.status, answer.body.reason]).toEqual([path, method, 403, 'forbidden']);
    }
    expect(getStore().clock.now().toISOString()).toBe(LATER);
    expect((await control('state')).body).toMatchObject({ now: LATER, faults: { errorRate: 0 } });
  });

  it('refuse a POST that is not JSON (415), as a cross-site form or text/plain fetch would send it', async () => {
    configureRuntime({ clock: 'frozen', now: new Date(SEED_NOW) });
    getStore().clock.set(LATER);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const answer = await control('reset', { method: 'POST', headers, body: '{}' });
      expect([type, answer.status, answer.body.reason]).toEqual([type, 415, 'unsupported_media_type']);
    }
    expect(getStore().clock.now().toISOString()).toBe(LATER);
  });

  it('refuse a body declared larger than the limit (413) before reading it', async () => {
    const answer = await control('faults', {
      method: 'POST',
      headers: { ...json, 'content-length': String(MAX_BODY_BYTES + 1) },
      body: '{}',
    });
    expect([answer.status, answer.body.reason]).toEqual([413, 'file_too_large']);
  });

  it('answer the app itself, the dev panel and the tests as before', async () => {
    configureRuntime({ clock: 'frozen', now: new Date(SEED_NOW) });
    const own = { ...json, origin: 'http://localhost:5173' };
    expect((await control('clock', { method: 'POST', headers: own, body: JSON.stringify({ now: LATER }) })).body.now).toBe(LATER);
    expect((await control('faults', { method: 'POST', headers: json, body: JSON.stringify({ latencyMs: 5 }) })).status).toBe(200);
    expect((await control('faults', { method: 'DELETE' })).status).toBe(200);
    expect((await control('reset', { method: 'POST', headers: { ...json, origin: 'http://127.0.0.1:4173' }, body: '{}' })).body.now).toBe(
      SEED_NOW,
    );
  });
});
