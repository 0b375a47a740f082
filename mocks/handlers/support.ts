// Small helpers the handlers share: query parameters (dates, enums, texts, sorting) collected
// into one 400 `validation` with `fields`, and the activity-log row many actions leave behind.
// Bodies are read with the operation's generated zod schema (http/body.ts).
import type { ProblemField } from '@/api/generated/model/problemField';
import type { Store } from '../db/store';
import type { TableName, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { brazilDate, brazilStartOfDay } from '../rules/brazil-time';
import { invalid, notFound, type PageQuery } from '../http/respond';

/** Query checks; `fields` collects the bad parameters for one 400 answer. */
export class QueryCheck {
  readonly fields: ProblemField[] = [];
  constructor(readonly url: URL) {}

  get ok(): boolean {
    return this.fields.length === 0;
  }
  problem() {
    return invalid(this.fields);
  }

  /** A calendar date (YYYY-MM-DD). */
  day(name: string): string | undefined {
    const raw = this.url.searchParams.get(name);
    if (raw === null || raw === '') return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
      this.fields.push({ field: name, message: 'A date (YYYY-MM-DD) is required' });
      return undefined;
    }
    return raw;
  }

  /** The `since` and `until` dates (YYYY-MM-DD) most lists and reports take. */
  period(): { since: string | undefined; until: string | undefined } {
    return { since: this.day('since'), until: this.day('until') };
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.url.searchParams.get(name);
    if (raw === null || raw === '') return undefined;
    if (values.includes(raw as T)) return raw as T;
    this.fields.push({ field: name, message: `One of ${values.join(', ')}` });
    return undefined;
  }

  /**
   * A text parameter within the contract's lengths (`max` is the operation's generated
   * …Query…Max), measured as sent or trimmed; undefined when absent.
   */
  text(name: string, max: number, { min = 0, trim = false }: { min?: number; trim?: boolean } = {}): string | undefined {
    const raw = this.url.searchParams.get(name);
    if (raw === null) return undefined;
    const value = trim ? raw.trim() : raw;
    if (value.length < min || value.length > max) {
      this.fields.push({ field: name, message: min > 0 ? `${min} to ${max} characters` : `At most ${max} characters` });
    }
    return value;
  }

  bool(name: string): boolean | undefined {
    const raw = this.url.searchParams.get(name);
    if (raw === null || raw === '') return undefined;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    this.fields.push({ field: name, message: 'true or false' });
    return undefined;
  }

  int(name: string, min = 1): number | undefined {
    const raw = this.url.searchParams.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= min) return n;
    this.fields.push({ field: name, message: `An integer ≥ ${min}` });
    return undefined;
  }

  /** Paging with the list's sort fields; an unknown sort or bad page is a 400 like any filter. */
  page(sorts: readonly string[], defaultSort: string): PageQuery {
    const page = this.int('page') ?? 1;
    const pageSize = this.int('pageSize') ?? 20;
    if (pageSize > 100) this.fields.push({ field: 'pageSize', message: 'At most 100' });
    const order = this.oneOf('order', ['asc', 'desc'] as const) ?? 'desc';
    const sort = this.oneOf('sort', sorts) ?? defaultSort;
    return { page, pageSize: Math.min(pageSize, 100), order, sort };
  }
}

/** Sorts a copy by one field (numbers, text, ISO dates, booleans, nulls last), ties by ID. */
/** The user's one record of a table they hold at most one of (bank account, business, postback); 404 `missing` when there is none. */
export function ownOnly<T extends TableName>(store: Store, table: T, userId: number, missing: string) {
  const row = store.ownedBy(table, userId)[0];
  if (!row) throw notFound(missing);
  return row;
}

/** The GET of such a record (bank account, business): `answer` renders it; 404 `missing` until one is saved. */
export function ownOnlyGet<T extends TableName, R>(
  table: T,
  missing: string,
  answer: (row: ReturnType<typeof ownOnly<T>>, store: Store) => R,
) {
  return authed(({ user, store }) => answer(ownOnly(store, table, user.ID, missing), store));
}

export function sortBy<T>(items: readonly T[], field: string, order: 'asc' | 'desc'): T[] {
  const dir = order === 'asc' ? 1 : -1;
  const read = (item: T, key: string) => (item as Record<string, unknown>)[key];
  return [...items].sort((a, b) => {
    const x = read(a, field);
    const y = read(b, field);
    let c = 0;
    if (x === y) c = 0;
    else if (x === null || x === undefined) return 1;
    else if (y === null || y === undefined) return -1;
    else if (typeof x === 'number' && typeof y === 'number') c = x - y;
    else c = String(x) < String(y) ? -1 : 1;
    if (c === 0) c = Number(read(a, 'ID') ?? 0) - Number(read(b, 'ID') ?? 0);
    return c * dir;
  });
}

/** Whether an ISO instant falls on the Brazilian days since..until (both optional, inclusive). */
export function inDays(iso: string, since?: string, until?: string): boolean {
  const day = brazilDate(new Date(iso));
  return (!since || day >= since) && (!until || day <= until);
}

/** How many records of `rows` were written today (UTC−3) according to `at`. */
export function countToday<T>(rows: readonly T[], at: (row: T) => string | null, now: Date): number {
  const start = brazilStartOfDay(now).getTime();
  return rows.filter((r) => {
    const when = at(r);
    return when !== null && Date.parse(when) >= start && Date.parse(when) <= now.getTime();
  }).length;
}

export function nowIso(store: Store): string {
  return store.clock.now().toISOString();
}

/** One row of the partner's activity log (security page), from the request's address and agent. */
export function logActivity(
  store: Store,
  user: UserRecord,
  action: string,
  description: string,
  request: Request,
  actorId: number | null = null,
): void {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  store.create('activityLogs', {
    UserID: user.ID,
    Action: action,
    Description: description,
    Ip: forwarded || '127.0.0.1',
    UserAgent: request.headers.get('user-agent') ?? '',
    ActorID: actorId,
    CreatedAt: nowIso(store),
  });
}
