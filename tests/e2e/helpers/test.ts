// The e2e suite's `test` and `expect`: @playwright/test's, plus an automatic fixture that records
// every /api exchange the pages of a test make with the in-browser mock (method, URL, the headers
// the contract looks at, the body; the mock's status, headers and body) into one JSONL file per
// worker. After the run, contract-replay.ts (the globalTeardown) sends each distinct exchange
// through `prism proxy --errors` and fails the run on any violation, so every call the UI makes
// is checked against openapi/portal.yaml. Answers the mock's fault injection made up
// (`x-mock-fault`) are left out. A second automatic fixture fails a test whose pages logged a
// react-intl formatting error (the build ships precompiled messages and no ICU parser, so a message
// that reached the browser as plain text would show up here).
// A `login` fixture signs a demo account in without the form (helpers/login.ts).
// Specs import from here: `import { test, expect } from './helpers/test';`.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type ConsoleMessage, type Request } from '@playwright/test';
import { recordDir, type RecordedExchange } from './contract-record';
import { loginAs, type LoginOptions, type LoginUser } from './login';

export * from '@playwright/test';
export type { DemoAccount, Locale, LoginOptions, LoginUser } from './login';

const REQUEST_HEADERS = ['accept', 'authorization', 'content-type', 'accept-language', 'x-request-id'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'x-content-type-options',
  'location',
  'retry-after',
  'expires',
  'authorization',
  'cache-control',
];

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) if (headers[name] !== undefined) out[name] = headers[name];
  return out;
}

/**
 * Method, path and status of the exchanges this worker has recorded. The replay checks one exchange
 * per method, contract path and status (contract-replay.ts), so a second one with the same concrete
 * path and status adds nothing: it is not read (its body would cost a round trip to the browser).
 */
const recorded = new Set<string>();

async function record(request: Request, testTitle: string): Promise<RecordedExchange | null> {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/')) return null;
  const response = await request.response();
  if (!response) return null;
  const responseHeaders = response.headers();
  if (responseHeaders['x-mock-fault']) return null;
  const key = `${request.method()} ${url.pathname} ${response.status()}`;
  if (recorded.has(key)) return null;
  let body: Buffer | null = null;
  try {
    body = response.status() === 204 || request.method() === 'HEAD' ? null : await response.body();
  } catch {
    return null; // the page went away before the body could be read
  }
  recorded.add(key);
  const requestBody = request.postDataBuffer();
  return {
    method: request.method(),
    url: request.url(),
    requestHeaders: pick(request.headers(), REQUEST_HEADERS),
    requestBody: requestBody ? requestBody.toString('base64') : null,
    status: response.status(),
    responseHeaders: pick(responseHeaders, RESPONSE_HEADERS),
    responseBody: body ? body.toString('base64') : null,
    fromServiceWorker: response.fromServiceWorker(),
    test: testTitle,
  };
}

/** A multipart body as the page sent it (Chromium does not report file parts in the request's post data). */
interface SentMultipart {
  method: string;
  url: string;
  contentType: string;
  body: string;
}

// In the page: FormData bodies sent to /api (XHR or fetch) are encoded once more, as the browser
// would (new Response(formData)), and handed to the recorder with their boundary.
const CAPTURE_MULTIPART = `(() => {
  const post = (method, url, body) => {
    if (typeof FormData === 'undefined' || !(body instanceof FormData) || !window.__contractMultipart) return;
    const u = new URL(String(url), location.href);
    if (!u.pathname.startsWith('/api/')) return;
    const encoded = new Response(body);
    encoded.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
      window.__contractMultipart({ method: String(method).toUpperCase(), url: u.href, contentType: encoded.headers.get('content-type') || '', body: btoa(text) });
    }).catch(() => {});
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__contractTarget = [method, url];
    return open.call(this, method, url, ...rest);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    try { if (this.__contractTarget) post(this.__contractTarget[0], this.__contractTarget[1], body); } catch {}
    return send.call(this, body);
  };
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    try {
      if (init && init.body) post(init.method || 'GET', typeof input === 'string' || input instanceof URL ? input : input.url, init.body);
    } catch {}
    return originalFetch.call(this, input, init);
  };
})();`;

/** Gives the multipart exchanges whose body Chromium left out the body the page sent. */
function fillMultipart(records: RecordedExchange[], sent: SentMultipart[]): void {
  for (const r of records) {
    if (r.requestBody || !/^multipart\//.test(r.requestHeaders['content-type'] ?? '')) continue;
    const i = sent.findIndex((m) => m.method === r.method && m.url === r.url);
    if (i < 0) continue;
    const [m] = sent.splice(i, 1);
    r.requestBody = m!.body;
    r.requestHeaders['content-type'] = m!.contentType;
  }
}

const INTL_ERROR = /@formatjs\/intl Error|uncompiled message|without parser/;

export const test = base.extend<{
  contractRecorder: void;
  intlErrors: void;
  /** Signs a demo account in with a minted token and opens a page (helpers/login.ts). */
  login: (user: LoginUser, options?: LoginOptions) => Promise<void>;
}>({
  login: async ({ page }, provide) => {
    await provide((user, options) => loginAs(page, user, options));
  },
  intlErrors: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && INTL_ERROR.test(message.text())) seen.push(message.text().slice(0, 300));
      };
      context.on('console', onConsole);
      await use();
      context.off('console', onConsole);
      expect(seen, 'react-intl formatting errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  contractRecorder: [
    async ({ context }, use, testInfo) => {
      if (process.env.E2E_CONTRACT_REPLAY === '0') return use();
      const pending: Promise<RecordedExchange | null>[] = [];
      const sent: SentMultipart[] = [];
      const title = testInfo.titlePath.slice(1).join(' › ');
      const onFinished = (request: Request) => {
        if (request.url().includes('/api/')) pending.push(record(request, title).catch(() => null));
      };
      context.on('requestfinished', onFinished);
      await context.exposeBinding('__contractMultipart', (_source, m: SentMultipart) => void sent.push(m));
      await context.addInitScript({ content: CAPTURE_MULTIPART });
      await use();
      context.off('requestfinished', onFinished);
      const lines = (await Promise.all(pending)).filter((r): r is RecordedExchange => r !== null);
      if (!lines.length) return;
      fillMultipart(lines, sent);
      const dir = recordDir();
      mkdirSync(dir, { recursive: true });
      appendFileSync(
        join(dir, `worker-${testInfo.parallelIndex}-${process.pid}.jsonl`),
        lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
      );
    },
    { auto: true },
  ],
});
