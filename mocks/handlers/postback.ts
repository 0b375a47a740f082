// Postback configuration (one change a day: 429 `daily_change_limit` with `retryAt` 24 hours
// after the last change), its delivery log, and the test call. The mock calls no one: the test
// "delivery" succeeds unless the endpoint's host says otherwise (a host containing `fail`,
// `error` or `invalid` answers 500), and is logged like a real one with `Test` true.
import {
  getGetPostbackLogsMockHandler,
  getGetPostbackMockHandler,
  getSavePostbackMockHandler,
  getTestPostbackMockHandler,
} from '@/api/generated/endpoints/postback/postback.msw';
import type { PostbackEvent } from '@/api/generated/model/postbackEvent';
import type { PostbackLog } from '@/api/generated/model/postbackLog';
import type { PostbackSettings } from '@/api/generated/model/postbackSettings';
import { savePostbackBody } from '@/api/generated/zod/postback/postback.zod';
import type { Store } from '../db/store';
import type { PostbackLogRecord, PostbackSettingsRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { addFields, readBodyChecked } from '../http/body';
import { invalid, notFound, paginate, problem } from '../http/respond';
import { inDays, nowIso, QueryCheck, sortBy } from './support';

export const POSTBACK_CHANGE_INTERVAL_MS = 24 * 60 * 60_000;
const EVENTS: readonly PostbackEvent[] = ['registration', 'ftd', 'qftd', 'deposit'];
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

/**
 * The settings body: the contract's schema (endpoint, method, events, at most 20 keys with their
 * pattern and value length), plus what it cannot say — no event or key twice. A key's problem is
 * named `keys[i]`, the field the form puts it on.
 */
async function readSettings(request: Request) {
  const { sent, data, fields } = await readBodyChecked(request, savePostbackBody);
  const named = fields.map((f) => ({ ...f, field: f.field.replace(/^keys\.(\d+)(\..*)?$/, 'keys[$1]') }));
  const own: { field: string; message: string }[] = [];
  if (new Set(sent.events).size !== sent.events.length) own.push({ field: 'events', message: 'An event is repeated' });
  const names = sent.keys.map((k) => k.key);
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length) own.push({ field: 'keys', message: `Duplicated key ${[...new Set(repeated)].join(', ')}` });
  const all = addFields(addFields([], named), own);
  if (!data || all.length) throw invalid(all);
  return data;
}

export const postbackHandlers = [
  getGetPostbackLogsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const success = q.bool('success');
      const since = q.day('since');
      const until = q.day('until');
      const paging = q.page(['CreatedAt', 'StatusCode', 'DurationMs'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      const method = settingsOf(store, user)?.Method ?? 'GET';
      const rows = store
        .ownedBy('postbackLogs', user.ID)
        .filter((r) => (success === undefined || r.Success === success) && inDays(r.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return { ...page, items: page.items.map((r) => toLog(r, method)) };
    }),
  ),

  getTestPostbackMockHandler(
    authed(({ user, store }) => {
      const settings = settingsOf(store, user);
      if (!settings) throw notFound('No postback configured yet');
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
      return toLog(log, settings.Method);
    }),
  ),

  getGetPostbackMockHandler(
    authed(({ user, store }) => {
      const settings = settingsOf(store, user);
      if (!settings) throw notFound('No postback configured yet');
      return toSettings(settings, store.clock.now());
    }),
  ),

  getSavePostbackMockHandler(
    authed(async ({ request, user, store }) => {
      const input = await readSettings(request);
      const now = store.clock.now();
      const current = settingsOf(store, user);
      const retryAt = current && nextChangeAt(current, now);
      if (retryAt) throw problem(429, 'Postback already changed today', 'daily_change_limit', { retryAt });
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
      return toSettings(saved, now);
    }),
  ),
];
