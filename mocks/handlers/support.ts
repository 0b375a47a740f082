// Small helpers the user-side handlers share: body checks that collect every failing field (the
// contract's 400 `validation` with `fields`), query parameters (dates, enums, sorting) and the
// activity-log row many actions leave behind.
import type { ProblemField } from '@/api/generated/model/problemField';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { brazilDate, brazilStartOfDay } from '../rules/brazil-time';
import { fieldMessages as say } from '../http/field-messages';
import { invalid, type PageQuery } from '../http/respond';
import { nameProblem } from '../rules/names';
import { numberProblem, type NumberRule } from '../rules/numbers';

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface StringRule {
  required?: boolean;
  /** null is accepted (and returned) for nullable fields. */
  nullable?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Trim before measuring. */
  trim?: boolean;
  /** A person's or company's name: not blank, no control characters (rules/names.ts). */
  name?: boolean;
}

/** Reads a JSON body field by field; `fields` holds every failure, in the order checked. */
export class BodyCheck {
  readonly fields: ProblemField[] = [];
  readonly body: Json;

  constructor(body: unknown, allowed: readonly string[]) {
    if (!isObject(body)) {
      this.body = {};
      this.fail('body', say.jsonObject);
      return;
    }
    this.body = body;
    for (const key of Object.keys(body)) if (!allowed.includes(key)) this.fail(key, say.unknownField);
  }

  get ok(): boolean {
    return this.fields.length === 0;
  }

  /** The 400 answer for the failures so far. */
  problem() {
    return invalid(this.fields);
  }

  /** `code`: the refusal's name, when it has one (ProblemFieldCode). */
  fail(field: string, message: string, code?: ProblemField['code']): undefined {
    if (!this.fields.some((f) => f.field === field)) this.fields.push(code ? { field, message, code } : { field, message });
    return undefined;
  }

  has(key: string): boolean {
    return this.body[key] !== undefined;
  }

  str(key: string, rule: StringRule = {}): string | undefined {
    const value = this.body[key];
    if (value === undefined) return rule.required ? this.fail(key, say.required) : undefined;
    // null where the contract does not allow it is a wrong value, not an absent one (as the
    // admin handlers' zod check says it): it was skipped, so `{ "lastName": null }` used the
    // day's profile update for nothing.
    if (value === null) return rule.nullable ? undefined : this.fail(key, say.text);
    if (typeof value !== 'string') return this.fail(key, say.text);
    const text = rule.trim ? value.trim() : value;
    const badName = rule.name ? nameProblem(value) : null;
    if (badName) return this.fail(key, badName);
    if (rule.min !== undefined && text.length < rule.min) return this.fail(key, say.minChars(rule.min));
    if (rule.max !== undefined && text.length > rule.max) return this.fail(key, say.maxChars(rule.max));
    if (rule.pattern && !rule.pattern.test(text)) return this.fail(key, say.format);
    return text;
  }

  oneOf<T extends string>(key: string, values: readonly T[], required = false): T | undefined {
    const value = this.body[key];
    if (value === undefined) return required ? this.fail(key, say.required) : undefined;
    return values.includes(value as T) ? (value as T) : this.fail(key, say.oneOf(values));
  }

  num(key: string, rule: NumberRule = {}): number | undefined {
    const value = this.body[key];
    if (value === undefined) return rule.required ? this.fail(key, say.required) : undefined;
    const problem = numberProblem(value, rule);
    return problem ? this.fail(key, problem) : (value as number);
  }

  bool(key: string, required = false): boolean | undefined {
    const value = this.body[key];
    if (value === undefined) return required ? this.fail(key, say.required) : undefined;
    return typeof value === 'boolean' ? value : this.fail(key, say.boolean);
  }
}

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

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.url.searchParams.get(name);
    if (raw === null || raw === '') return undefined;
    if (values.includes(raw as T)) return raw as T;
    this.fields.push({ field: name, message: `One of ${values.join(', ')}` });
    return undefined;
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
