// Every request example of openapi/portal.yaml, sent as it is to the mock on a fresh seed, is
// accepted (2xx): the parameter examples fill the path and the query, each body example (every
// named one too) is the body, and the caller is the one the contract run uses by default — none
// for public calls, the demo affiliate for /api/me and /api/media, the demo admin for
// /api/management and /api/cron. An example the mock refuses (a partner that does not exist, a
// date in the future) misleads whoever copies it and Prism's mock alike.
import { describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../../tests/contract/spec';
import { DEMO_IDS } from '../db/demo-accounts';
import { drawBanner } from './banner-png';
import { setupMockApi, store } from './test-kit';

setupMockApi();

const operations = loadContract('openapi/portal.yaml');

/**
 * Examples about another demo account's records (their IDs are that account's). The demo
 * affiliate must be able to create a demo-balance request (createDemoBalanceRequest's example), so
 * it has none in progress to edit or cancel; and a payment waiting for an invoice would stop its
 * payouts (2004). The `pending` account holds both (mocks/db/seed-cases.ts).
 */
const EXAMPLE_CALLERS: Partial<Record<string, number>> = {
  updateDemoBalanceRequest: DEMO_IDS.pending,
  cancelDemoBalanceRequest: DEMO_IDS.pending,
  sendPaymentInvoice: DEMO_IDS.pending,
};

function caller(op: Operation): number | null {
  const named = EXAMPLE_CALLERS[op.id];
  if (named !== undefined) return named;
  if (op.isPublic && !op.path.startsWith('/api/media')) return null;
  if (op.path.startsWith('/api/management/') || op.path.startsWith('/api/cron/')) return DEMO_IDS.admin;
  return DEMO_IDS.affiliate;
}

function url(op: Operation): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    if (p?.example === undefined) throw new Error(`${op.id}: no example for the path parameter ${name}`);
    return encodeURIComponent(String(p.example));
  });
  const u = new URL(path, 'http://127.0.0.1');
  for (const p of op.parameters) {
    if (p.in !== 'query' || p.example === undefined || p.example === null) continue;
    for (const v of Array.isArray(p.example) ? p.example : [p.example]) u.searchParams.append(p.name, String(v));
  }
  return u.toString();
}

/** Example files an operation takes instead of the PDF (a banner is a PNG of a standard size). */
const EXAMPLE_FILES: Partial<Record<string, () => Promise<[Blob, string]>>> = {
  adminUploadCreativeImage: async () => [
    new Blob([(await drawBanner(300, 250, 'sports')) as BlobPart], { type: 'image/png' }),
    'banner.png',
  ],
};

/** A multipart example: text fields as they are, binary fields as a small PDF. */
async function form(op: Operation, example: unknown): Promise<FormData> {
  const data = new FormData();
  const props = (op.body?.schema.properties ?? {}) as Record<string, { format?: string }>;
  for (const [key, value] of Object.entries(example as Record<string, unknown>)) {
    const file = await EXAMPLE_FILES[op.id]?.();
    if (props[key]?.format === 'binary' && file) data.append(key, ...file);
    else if (props[key]?.format === 'binary') data.append(key, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'example.pdf');
    else data.append(key, String(value));
  }
  return data;
}

interface Sample {
  name: string;
  op: Operation;
  body?: { value: unknown };
}

const samples: Sample[] = operations.flatMap((op): Sample[] => {
  const bodies = op.body?.examples ?? [];
  if (!bodies.length) return [{ name: `${op.id} ${op.method} ${op.path}`, op }];
  return bodies.map((b) => ({ name: `${op.id} ${op.method} ${op.path} (${b.name})`, op, body: { value: b.value } }));
});

describe('every request example of the contract is accepted as it is', () => {
  it('finds examples to send', () => {
    expect(samples.length).toBeGreaterThanOrEqual(operations.length);
  });

  it.each(samples.map((s) => [s.name, s] as const))('%s', async (_name, { op, body }) => {
    const who = caller(op);
    const headers: Record<string, string> = {};
    if (who !== null) headers.authorization = `Bearer ${store().issueToken(who).token}`;
    let payload: BodyInit | undefined;
    if (body && op.body?.contentType.startsWith('multipart/')) payload = await form(op, body.value);
    else if (body) {
      headers['content-type'] = op.body!.contentType;
      payload = JSON.stringify(body.value);
    }
    const response = await fetch(url(op), { method: op.method, headers, body: payload });
    const text = response.status >= 300 ? await response.text() : '';
    expect(`${response.status} ${text}`.trim()).toMatch(/^2\d\d/);
  });
});
