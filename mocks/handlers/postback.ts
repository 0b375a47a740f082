// Postback configuration (one change a day: 429 `daily_change_limit` with `retryAt` 24 hours
// after the last change), its delivery log, and the test call. The test call is a signed test
// delivery (issue 20: mocks/handlers/postback-engine.ts), with the endpoint's answer simulated or
// real as the transport says (mocks/http/postback-transport.ts), logged like a real one with
// `Test` true; `?event=` sends a sample of that event, without it the event is `test`.
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
import { buildPayload, sampleValues } from '../rules/postback-delivery';
import { createDelivery, runDueDeliveries, sendFirstAttempt } from './postback-engine';
import { inDays, nowIso, QueryCheck, sortBy } from './support';
import { recordSecurityEvent } from '../db/security';
import { sensitiveRefusal } from './account-security';

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

export function toLog(r: PostbackLogRecord, method: 'GET' | 'POST'): PostbackLog {
  const Event = r.Event === 'test' || EVENTS.includes(r.Event as PostbackEvent) ? (r.Event as PostbackLog['Event']) : 'registration';
  const log: PostbackLog = {
    ID: r.ID,
    Event,
    Method: r.Method ?? method,
    Url: r.Url,
    StatusCode: r.StatusCode > 0 ? r.StatusCode : null,
    Success: r.Success,
    DurationMs: r.DurationMs,
    ResponseBody: r.ResponseBody !== undefined ? r.ResponseBody : (REASONS[r.StatusCode] ?? null),
    Test: r.Test ?? r.Event === 'test',
    CreatedAt: r.CreatedAt,
  };
  if (r.DeliveryID === undefined) return log;
  return {
    ...log,
    DeliveryID: r.DeliveryID,
    Attempt: r.Attempt ?? null,
    RequestBody: r.RequestBody ?? null,
    Error: r.Error ?? null,
    Signature: r.Signature ?? null,
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
    authed(async ({ url, user, store }) => {
      const q = new QueryCheck(url);
      const success = q.bool('success');
      const { since, until } = q.period();
      const paging = q.page(['CreatedAt', 'StatusCode', 'DurationMs'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      await runDueDeliveries(store, user.ID);
      const method = settingsOf(store, user)?.Method ?? 'GET';
      const rows = store
        .ownedBy('postbackLogs', user.ID)
        .filter((r) => (success === undefined || r.Success === success) && inDays(r.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return { ...page, items: page.items.map((r) => toLog(r, method)) };
    }),
  ),

  getTestPostbackMockHandler(
    authed(async ({ url, user, store }) => {
      const q = new QueryCheck(url);
      const event = q.oneOf('event', EVENTS);
      if (!q.ok) throw q.problem();
      const settings = settingsOf(store, user);
      if (!settings) throw notFound('No postback configured yet');
      if (!store.ownedBy('postbackSecrets', user.ID).length) throw problem(409, 'Create a signing secret first', 'signing_secret_required');
      const payload = await buildPayload(settings, user.ID, sampleValues(event ?? 'test'));
      const delivery = createDelivery(store, user, { event: event ?? 'test', test: true, payload });
      await sendFirstAttempt(store, delivery);
      const attempt = store.ownedBy('postbackLogs', user.ID).find((l) => l.DeliveryID === delivery.ID && l.Attempt === 1);
      return toLog(attempt!, settings.Method);
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
    authed(async (ctx) => {
      const { request, user, store } = ctx;
      const input = await readSettings(request);
      const now = store.clock.now();
      const current = settingsOf(store, user);
      const retryAt = current && nextChangeAt(current, now);
      if (retryAt) throw problem(429, 'Postback already changed today', 'daily_change_limit', { retryAt });
      // Where conversions are sent is a sensitive change (issue 17); the other fields are not.
      const urlChanged = current?.Endpoint !== input.endpoint;
      const refused = urlChanged ? sensitiveRefusal(ctx) : null;
      if (refused) throw refused;
      if (urlChanged) recordSecurityEvent(store, user.ID, 'postback_url_changed', request);
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
