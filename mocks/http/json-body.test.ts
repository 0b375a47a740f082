// A JSON endpoint's body sent as something else (issue 15.15): `text/plain` — even when the text
// is valid JSON, as a cross-site form or a careless client sends it — and form data are refused
// with 415 `unsupported_media_type` before the handler reads them, and nothing changes. The
// contract states it once (components/responses/UnsupportedMediaType) on every operation with a
// JSON body; this file holds the two together and tries representative endpoints of each kind.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/demo-accounts';
import { setupMockApi, store } from '../handlers/test-kit';
import { contractOperations, deref, type Json } from './contract-doc';
import { isJsonContentType } from './respond';

setupMockApi();

const token = (id: number) => store().issueToken(id).token;

interface Sample {
  name: string;
  method: string;
  path: string;
  body: Json;
  who: number | null;
  /** What must stay as it was. */
  state: () => unknown;
}

const samples: Sample[] = [
  {
    name: 'sign-in (public)',
    method: 'POST',
    path: '/api/auth/signin',
    body: { login: 'affiliate', password: 'demo1234' },
    who: null,
    state: () => store().db.users.get(DEMO_IDS.affiliate)?.LastLoginAt,
  },
  {
    name: 'create a campaign (/api/me)',
    method: 'POST',
    path: '/api/me/campaigns',
    body: { name: 'text-plain-campaign', description: 'Sent as text' },
    who: DEMO_IDS.affiliate,
    state: () => store().ownedBy('campaigns', DEMO_IDS.affiliate).length,
  },
  {
    name: 'change a setting (/api/me)',
    method: 'POST',
    path: '/api/me/settings',
    body: { key: 'low_balance_alert', value: 300 },
    who: DEMO_IDS.affiliate,
    state: () =>
      store()
        .ownedBy('settings', DEMO_IDS.affiliate)
        .map((s) => [s.Key, s.Value]),
  },
  {
    name: 'mark notifications read (/api/me)',
    method: 'POST',
    path: '/api/me/notifications/read',
    body: { ids: [] }, // all of them
    who: DEMO_IDS.affiliate,
    state: () =>
      store()
        .ownedBy('notifications', DEMO_IDS.affiliate)
        .filter((n) => !n.Read).length,
  },
  {
    name: 'update a partner (/api/management)',
    method: 'PUT',
    path: '/api/management/partners/7',
    body: { firstName: 'Texto' },
    who: DEMO_IDS.admin,
    state: () => store().db.users.get(7)?.FirstName,
  },
  {
    name: 'ban a partner (/api/management)',
    method: 'POST',
    path: '/api/management/partners/7/ban',
    body: { reason: 'Chargebacks above the agreed limit', unban: false },
    who: DEMO_IDS.admin,
    state: () => store().db.users.get(7)?.Status,
  },
];

function send(sample: Sample, body: BodyInit, contentType?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (sample.who !== null) headers.authorization = `Bearer ${token(sample.who)}`;
  if (contentType) headers['content-type'] = contentType;
  return fetch(new URL(sample.path, 'http://127.0.0.1'), { method: sample.method, headers, body });
}

describe('a JSON body sent as another type', () => {
  it.each(samples.map((s) => [s.name, s] as const))('%s: text/plain and form data → 415, nothing changes', async (_name, sample) => {
    const before = sample.state();
    const form = new FormData();
    for (const [key, value] of Object.entries(sample.body)) form.append(key, String(value));
    for (const [body, type] of [
      [JSON.stringify(sample.body), 'text/plain'],
      [JSON.stringify(sample.body), 'text/plain;charset=UTF-8'],
      [JSON.stringify(sample.body), undefined], // fetch labels a string body text/plain
      [form, undefined], // multipart/form-data with its boundary
      [new URLSearchParams(Object.entries(sample.body).map(([k, v]) => [k, String(v)])), undefined],
    ] as const) {
      const response = await send(sample, body, type);
      expect([sample.name, String(type ?? body.constructor.name), response.status]).toEqual([
        sample.name,
        String(type ?? body.constructor.name),
        415,
      ]);
      expect(await response.json()).toEqual({
        message: 'Send the body as JSON (Content-Type: application/json)',
        reason: 'unsupported_media_type',
      });
    }
    expect(sample.state()).toEqual(before);
  });

  it.each(samples.map((s) => [s.name, s] as const))('%s: the same body as application/json is accepted', async (_name, sample) => {
    const response = await send(sample, JSON.stringify(sample.body), 'application/json; charset=utf-8');
    expect(response.status).toBeLessThan(300);
  });
});

describe('JSON content types', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/problem+json', true],
    ['application/merge-patch+json', true],
    ['text/plain', false],
    ['text/json', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/jsonp', false],
    [null, false],
  ] as const)('%s → %s', (type, json) => {
    expect(isJsonContentType(type)).toBe(json);
  });
});

describe('the contract', () => {
  it('states the shared 415 on every operation with a JSON body, and only there', () => {
    const jsonBody = (op: Json) => {
      const body = op.requestBody ? deref<Json>(op.requestBody) : undefined;
      return Boolean((body?.content as Json | undefined)?.['application/json']);
    };
    const missing: string[] = [];
    const extra: string[] = [];
    for (const { id, op } of contractOperations) {
      const ref = ((op.responses as Json)['415'] as Json | undefined)?.$ref;
      if (jsonBody(op) && ref !== '#/components/responses/UnsupportedMediaType') missing.push(id);
      if (!jsonBody(op) && ref === '#/components/responses/UnsupportedMediaType') extra.push(id);
    }
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(contractOperations.filter((o) => jsonBody(o.op)).length).toBeGreaterThan(30);
  });
});
