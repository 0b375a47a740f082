// Postback configuration (one change a day: 429 `daily_change_limit` with `retryAt` 24 hours
// after the last change), its delivery log, and the test call. The mock calls no one: the test
// "delivery" succeeds unless the endpoint's host says otherwise (a host containing `fail`,
// `error` or `invalid` answers 500), and is logged like a real one with `Test` true.
import { http, HttpResponse } from 'msw';
import type { PostbackEvent } from '@/api/generated/model/postbackEvent';
import type { PostbackLog } from '@/api/generated/model/postbackLog';
import type { PostbackLogPage } from '@/api/generated/model/postbackLogPage';
import type { PostbackSettings } from '@/api/generated/model/postbackSettings';
import type { Store } from '../db/store';
import type { PostbackLogRecord, PostbackSettingsRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { notFound, paginate, problem, readJson } from '../http/respond';
import { BodyCheck, inDays, isObject, nowIso, QueryCheck, sortBy } from './support';

export const POSTBACK_CHANGE_INTERVAL_MS = 24 * 60 * 60_000;
const EVENTS: readonly PostbackEvent[] = ['registration', 'ftd', 'qftd', 'deposit'];
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const REASONS: Record<number, string> = { 200: 'OK', 404: 'Not Found', 500: 'Internal Server Error' };

const settingsOf = (store: Store, user: UserRecord): PostbackSettingsRecord | undefined => store.ownedBy('postbackSettings', user.ID)[0];

function nextChangeAt(s: PostbackSettingsRecord, now: Date): string | null {
  const next = Date.parse(s.UpdatedAt) + POSTBACK_CHANGE_INTERVAL_MS;
  return next > now.getTime() ? new Date(next).toISOString() : null;
}

export function toSettings(s: PostbackSettingsRecord, now: Date): PostbackSettings {
  return {
    Endpoint: s.Endpoint,
    Method: s.Method,
    Events: EVENTS.filter((e) => s.Events.includes(e)),
    Keys: s.Params.map((p) => ({ Key: p.key, Value: p.value })),
    Enabled: s.Enabled,
    UpdatedAt: s.UpdatedAt,
    NextChangeAvailableAt: nextChangeAt(s, now),
  };
}

function toLog(r: PostbackLogRecord, method: 'GET' | 'POST'): PostbackLog {
  const Event = r.Event === 'test' || EVENTS.includes(r.Event as PostbackEvent) ? (r.Event as PostbackLog['Event']) : 'registration';
  return {
    ID: r.ID,
    Event,
    Method: method,
    Url: r.Url,
    StatusCode: r.StatusCode > 0 ? r.StatusCode : null,
    Success: r.Success,
    DurationMs: r.DurationMs,
    ResponseBody: REASONS[r.StatusCode] ?? null,
    Test: r.Event === 'test',
    CreatedAt: r.CreatedAt,
  };
}

function readSettings(raw: unknown) {
  const check = new BodyCheck(raw, ['endpoint', 'method', 'events', 'keys', 'enabled']);
  const endpoint = check.str('endpoint', { required: true, max: 512, pattern: /^https?:\/\/\S+$/ });
  if (endpoint !== undefined && !URL.canParse(endpoint)) check.fail('endpoint', 'Not a valid URL');
  const method = check.oneOf('method', ['GET', 'POST'] as const) ?? 'GET';
  const enabled = check.bool('enabled') ?? true;
  const events = check.body.events;
  if (!Array.isArray(events) || events.length < 1 || events.some((e) => !EVENTS.includes(e as PostbackEvent))) {
    check.fail('events', `At least one of ${EVENTS.join(', ')}`);
  } else if (new Set(events).size !== events.length) check.fail('events', 'An event is repeated');
  const keys = check.body.keys;
  if (!Array.isArray(keys) || keys.length > 20) check.fail('keys', 'A list of up to 20 { key, value }');
  else {
    keys.forEach((k, i) => {
      const ok =
        isObject(k) &&
        Object.keys(k).every((f) => f === 'key' || f === 'value') &&
        typeof k.key === 'string' &&
        KEY_PATTERN.test(k.key) &&
        typeof k.value === 'string' &&
        k.value.length <= 256;
      if (!ok) check.fail(`keys[${i}]`, 'key: letters, digits, _ . - (1–64); value: up to 256 characters');
    });
    const names = keys.map((k) => (isObject(k) ? k.key : undefined));
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (repeated.length) check.fail('keys', `Duplicated key ${[...new Set(repeated)].join(', ')}`);
  }
  return {
    check,
    endpoint: endpoint as string,
    method,
    enabled,
    events: events as PostbackEvent[],
    keys: keys as { key: string; value: string }[],
  };
}

export const postbackHandlers = [
  http.get(
    '*/api/me/postback/logs',
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const success = q.bool('success');
      const since = q.day('since');
      const until = q.day('until');
      const paging = q.page(['CreatedAt', 'StatusCode', 'DurationMs'], 'CreatedAt');
      if (!q.ok) return q.problem();
      const method = settingsOf(store, user)?.Method ?? 'GET';
      const rows = store
        .ownedBy('postbackLogs', user.ID)
        .filter((r) => (success === undefined || r.Success === success) && inDays(r.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      const body: PostbackLogPage = { ...page, items: page.items.map((r) => toLog(r, method)) };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    '*/api/me/postback/test',
    authed(({ user, store }) => {
      const settings = settingsOf(store, user);
      if (!settings) return notFound('No postback configured yet');
      const url = new URL(settings.Endpoint);
      const failing = /fail|error|invalid/i.test(url.hostname);
      if (settings.Method === 'GET') {
        url.searchParams.set('event', 'test');
        for (const p of settings.Params) url.searchParams.set(p.key, p.value.replace(/\{[^}]*\}/g, 'test'));
      }
      const log = store.create('postbackLogs', {
        UserID: user.ID,
        Event: 'test',
        Url: url.toString(),
        StatusCode: failing ? 500 : 200,
        Success: !failing,
        DurationMs: failing ? 850 : 120,
        CreatedAt: nowIso(store),
      });
      return HttpResponse.json(toLog(log, settings.Method));
    }),
  ),

  http.get(
    '*/api/me/postback',
    authed(({ user, store }) => {
      const settings = settingsOf(store, user);
      return settings ? HttpResponse.json(toSettings(settings, store.clock.now())) : notFound('No postback configured yet');
    }),
  ),

  http.post(
    '*/api/me/postback',
    authed(async ({ request, user, store }) => {
      const input = readSettings(await readJson(request));
      if (!input.check.ok) return input.check.problem();
      const now = store.clock.now();
      const current = settingsOf(store, user);
      const retryAt = current && nextChangeAt(current, now);
      if (retryAt) return problem(429, 'Postback already changed today', 'daily_change_limit', { retryAt });
      const fields = {
        Endpoint: input.endpoint,
        Method: input.method,
        Events: input.events,
        Enabled: input.enabled,
        Params: input.keys.map((k) => ({ key: k.key, value: k.value })),
        UpdatedAt: nowIso(store),
      };
      const saved = current
        ? (store.update('postbackSettings', current.ID, fields) ?? current)
        : store.create('postbackSettings', { UserID: user.ID, ...fields });
      return HttpResponse.json(toSettings(saved, now));
    }),
  ),
];
