// Small helpers every stateful handler uses: problem answers in the contract's ApiProblem shape,
// paging parameters, and JSON bodies that may be malformed.
import { HttpResponse } from 'msw';

export type ProblemReason =
  | 'invalid_token' | 'unauthorized' | 'forbidden' | 'not_found' | 'validation'
  | 'invalid_credentials' | 'not_approved' | 'under_review' | 'locked' | 'banned' | 'data_in_use'
  | 'campaign_limit' | 'demo_daily_limit' | 'demo_weekly_limit' | 'demo_in_progress'
  | 'daily_change_limit' | 'file_too_large' | 'file_type_not_allowed' | 'payout_refused'
  | 'ai_unavailable' | 'ai_missing_documents' | 'action_not_allowed' | 'internal';

export interface ProblemExtra {
  code?: number;
  fields?: { field: string; message: string }[];
  retryAt?: string;
}

export function problem(status: number, message: string, reason: ProblemReason, extra: ProblemExtra = {}) {
  return HttpResponse.json({ message, reason, ...extra }, { status });
}

export const notFound = (what = 'Not found') => problem(404, what, 'not_found');
export const invalid = (fields: { field: string; message: string }[]) =>
  problem(400, fields.map((f) => `${f.field}: ${f.message}`).join('; ') || 'Invalid request', 'validation', { fields });

export async function readJson<T>(request: Request): Promise<T | undefined> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
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
