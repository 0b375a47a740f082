// Small helpers every stateful handler uses: problem answers in the contract's ApiProblem shape,
// paging parameters, and JSON bodies that may be malformed or not JSON at all (415).
import { HttpResponse } from 'msw';
import type { ProblemField } from '@/api/generated/model/problemField';

export type ProblemReason =
  | 'invalid_token'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'invalid_credentials'
  | 'not_approved'
  | 'under_review'
  | 'locked'
  | 'banned'
  | 'data_in_use'
  | 'campaign_limit'
  | 'demo_daily_limit'
  | 'demo_weekly_limit'
  | 'demo_in_progress'
  | 'daily_change_limit'
  | 'file_too_large'
  | 'file_type_not_allowed'
  | 'payout_refused'
  | 'ai_unavailable'
  | 'ai_missing_documents'
  | 'action_not_allowed'
  | 'unsupported_media_type'
  | 'internal'
  | 'invalid_code'
  | 'challenge_expired'
  | 'step_up_required'
  | 'two_factor_enrolment_required'
  | 'impersonation_forbidden'
  | 'session_revoked'
  // issue 20
  | 'signing_secret_required'
  | 'invalid_api_key'
  | 'insufficient_scope'
  | 'rate_limited'
  | 'api_key_limit'
  | 'schedule_exists'
  | 'schedule_limit'
  | 'paused_by_admin';

export interface ProblemExtra {
  code?: number;
  fields?: { field: string; message: string }[];
  retryAt?: string;
}

export function problem(status: number, message: string, reason: ProblemReason, extra: ProblemExtra = {}) {
  return HttpResponse.json({ message, reason, ...extra }, { status });
}

export const notFound = (what = 'Not found') => problem(404, what, 'not_found');

/**
 * A success the operation's generated factory cannot send — a body that is not JSON (a file, a
 * CSV) or response headers the contract requires (login-as) — thrown from the handler so MSW
 * sends it unchanged. The path is still the factory's; the status, content type and headers are
 * checked against the contract by the handler tests and the Prism run.
 */
export function answerAsIs(response: Response): never {
  throw response;
}
/** `fields` may name a refusal's code (ProblemFieldCode: NFS-e and PIX recipient, issue 19). */
export const invalid = (fields: ProblemField[]) =>
  problem(400, fields.map((f) => `${f.field}: ${f.message}`).join('; ') || 'Invalid request', 'validation', { fields });

/** application/json and the `+json` family, with or without parameters (charset). */
export function isJsonContentType(header: string | null): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return /^application\/([\w.-]+\+)?json$/.test(type);
}

/** What a request carried: no body, text that does not parse as JSON, or a JSON value. */
export type JsonBody = { state: 'absent' } | { state: 'malformed' } | { state: 'ok'; value: unknown };

/**
 * The one place /api request bodies are read. A body sent with another content type (text/plain,
 * form data, none) is refused with 415 before any handler looks at it: the answer is thrown, so
 * MSW sends it at once (browser worker, Node and the HTTP server alike) and nothing changes.
 * The control API (/__mock) keeps reading bodies as the dev panel sends them.
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const text = await request.text();
  if (!text) return { state: 'absent' };
  const api = new URL(request.url).pathname.includes('/api/'); // as the handlers' '*/api/…'
  if (api && !isJsonContentType(request.headers.get('content-type'))) {
    throw problem(415, 'Send the body as JSON (Content-Type: application/json)', 'unsupported_media_type');
  }
  try {
    return { state: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    return { state: 'malformed' };
  }
}

/** The JSON body, or undefined when it is absent or malformed (the handler answers 400). */
export async function readJson<T>(request: Request): Promise<T | undefined> {
  const body = await readJsonBody(request);
  return body.state === 'ok' ? (body.value as T) : undefined;
}

export interface PageQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  sort: string | undefined;
}

export function pageQuery(url: URL, defaultSort?: string): PageQuery {
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = Number(url.searchParams.get(name) ?? fallback);
    return Number.isInteger(raw) ? Math.min(Math.max(raw, min), max) : fallback;
  };
  return {
    page: int('page', 1, 1, 1_000_000),
    pageSize: int('pageSize', 20, 1, 100),
    order: url.searchParams.get('order') === 'asc' ? 'asc' : 'desc',
    sort: url.searchParams.get('sort') ?? defaultSort,
  };
}

export function paginate<T>(items: readonly T[], q: PageQuery) {
  const start = (q.page - 1) * q.pageSize;
  return { items: items.slice(start, start + q.pageSize), total: items.length, page: q.page, pageSize: q.pageSize };
}
