// One HTTP call through Prism (or straight to the mock for set-up) and what the run needs from
// the answer: status, body, whether Prism itself produced it, and the `sl-violations` list.

export type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

export interface CallRequest {
  method: string;
  /** The concrete path, parameters already filled in. */
  path: string;
  query?: Record<string, QueryValue | undefined>;
  token?: string;
  /** JSON body (sent as application/json), or a FormData for multipart. */
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Violation {
  location?: string[];
  severity?: string;
  code?: string;
  message: string;
}

export interface CallResult {
  status: number;
  contentType: string;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, the text otherwise (bytes count for binaries). */
  body: unknown;
  text: string;
  /** The answer is Prism's own problem (422 invalid request, 500 violations, 401 security…). */
  fromPrism: boolean;
  violations: Violation[];
  ms: number;
}

export function buildUrl(base: string, path: string, query: CallRequest['query'] = {}): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.append(key, String(value));
  }
  return url.toString();
}

export function parseViolations(header: string | null): Violation[] {
  if (!header || !header.trim()) return [];
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? (parsed as Violation[]) : [{ message: header }];
  } catch {
    return [{ message: `unparsable sl-violations header: ${header}` }];
  }
}

export async function call(base: string, req: CallRequest, timeoutMs = 10_000): Promise<CallResult> {
  const headers: Record<string, string> = { accept: '*/*', ...req.headers };
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  let body: string | FormData | undefined;
  if (req.form) body = req.form;
  else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  const started = Date.now();
  const res = await fetch(buildUrl(base, req.path, req.query), {
    method: req.method,
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const contentType = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  const textual = /json|text|xml|csv/i.test(contentType) || contentType === '';
  const text = textual ? bytes.toString('utf8') : `<${bytes.length} bytes>`;
  let parsed: unknown = text;
  if (/json/i.test(contentType) && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      /* keep the text */
    }
  }
  const problemType = parsed && typeof parsed === 'object' ? String((parsed as Record<string, unknown>).type ?? '') : '';
  return {
    status: res.status,
    contentType,
    headers: res.headers,
    body: parsed,
    text,
    fromPrism: /problem\+json/i.test(contentType) && problemType.startsWith('https://stoplight.io/prism/errors'),
    violations: parseViolations(res.headers.get('sl-violations')),
    ms: Date.now() - started,
  };
}
