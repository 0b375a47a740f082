// Signed postback deliveries (issue 20): the signing secret (its value answered once, rotated with
// a grace period during which both secrets sign), the deliveries with their retry schedule (due
// attempts are made before each answer: mocks/handlers/postback-engine.ts), one delivery with its
// attempts, and replays. Replays go to the endpoint configured now with the original payload.
import {
  getGetPostbackDeliveriesMockHandler,
  getGetPostbackDeliveryMockHandler,
  getGetPostbackSigningSecretMockHandler,
  getReplayPostbackDeliveriesMockHandler,
  getRotatePostbackSigningSecretMockHandler,
} from '@/api/generated/endpoints/postback-delivery/postback-delivery.msw';
import type { PostbackDelivery } from '@/api/generated/model/postbackDelivery';
import type { PostbackDeliveryDetail } from '@/api/generated/model/postbackDeliveryDetail';
import type { PostbackDeliveryPage } from '@/api/generated/model/postbackDeliveryPage';
import type { PostbackReplayResult } from '@/api/generated/model/postbackReplayResult';
import type { PostbackSigningSecret } from '@/api/generated/model/postbackSigningSecret';
import { replayPostbackDeliveriesBody, rotatePostbackSigningSecretBody } from '@/api/generated/zod/postback-delivery/postback-delivery.zod';
import type { Store } from '../db/store';
import type { PostbackDeliveryRecord, PostbackSecretRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, paginate, problem } from '../http/respond';
import { newSigningSecret, secretHint, SIGNATURE_HEADER, TIMESTAMP_HEADER, withWholeQuery } from '../rules/postback-delivery';
import { createDelivery, runDueDeliveries, sendFirstAttempt } from './postback-engine';
import { toLog } from './postback';
import { inDays, ownOnly, QueryCheck, sortBy } from './support';

const EVENTS = ['registration', 'ftd', 'qftd', 'deposit'] as const;
const STATUSES = ['delivered', 'retrying', 'failed'] as const;

function toSecret(r: PostbackSecretRecord, now: Date, secret: string | null = null): PostbackSigningSecret {
  const graceRunning = r.PreviousSecret !== null && r.PreviousExpiresAt !== null && Date.parse(r.PreviousExpiresAt) > now.getTime();
  return {
    Secret: secret,
    Hint: secretHint(r.Secret),
    CreatedAt: r.CreatedAt,
    PreviousHint: graceRunning ? secretHint(r.PreviousSecret as string) : null,
    PreviousExpiresAt: graceRunning ? r.PreviousExpiresAt : null,
    Algorithm: 'HMAC-SHA256',
    SignatureHeader: SIGNATURE_HEADER,
    TimestampHeader: TIMESTAMP_HEADER,
  };
}

export function toDelivery(d: PostbackDeliveryRecord): PostbackDelivery {
  return {
    ID: d.ID,
    Event: d.Event,
    Test: d.Test,
    Method: d.Method,
    Url: d.Url,
    RequestBody: d.RequestBody,
    Status: d.Status,
    Attempts: d.Attempts,
    MaxAttempts: d.MaxAttempts,
    AttemptsLeft: d.Status === 'retrying' ? d.MaxAttempts - d.Attempts : 0,
    NextAttemptAt: d.NextAttemptAt,
    LastStatusCode: d.LastStatusCode,
    LastDurationMs: d.LastDurationMs,
    LastResponseBody: d.LastResponseBody,
    LastError: d.LastError,
    ReplayOf: d.ReplayOf,
    CreatedAt: d.CreatedAt,
    UpdatedAt: d.UpdatedAt,
  };
}

const secretOf = (store: Store, userId: number) => store.ownedBy('postbackSecrets', userId)[0];

export const postbackDeliveryHandlers = [
  getGetPostbackSigningSecretMockHandler(
    authed(({ user, store }) => {
      const record = secretOf(store, user.ID);
      if (!record) throw notFound('No signing secret yet');
      return toSecret(record, store.clock.now());
    }),
  ),

  getRotatePostbackSigningSecretMockHandler(
    authed(async ({ request, user, store }) => {
      const grace = (await readBody(request, rotatePostbackSigningSecretBody, { optional: true })).graceHours;
      if (!Number.isInteger(grace)) throw invalid([{ field: 'graceHours', message: 'A whole number of hours' }]);
      const now = store.clock.now();
      const secret = newSigningSecret();
      const current = secretOf(store, user.ID);
      const previous = current && grace > 0 ? current.Secret : null;
      const fields = {
        Secret: secret,
        CreatedAt: now.toISOString(),
        PreviousSecret: previous,
        PreviousExpiresAt: previous ? new Date(now.getTime() + grace * 3_600_000).toISOString() : null,
      };
      const saved = current
        ? (store.update('postbackSecrets', current.ID, fields) ?? current)
        : store.create('postbackSecrets', { UserID: user.ID, ...fields });
      return toSecret(saved, now, secret);
    }),
  ),

  getGetPostbackDeliveriesMockHandler(
    authed(async ({ url, user, store }) => {
      const q = new QueryCheck(url);
      const event = q.oneOf('event', EVENTS);
      const status = q.oneOf('status', STATUSES);
      const test = q.bool('test');
      const { since, until } = q.period();
      const paging = q.page(['CreatedAt', 'UpdatedAt'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      await runDueDeliveries(store, user.ID);
      const rows = store
        .ownedBy('postbackDeliveries', user.ID)
        .filter(
          (d) =>
            (!event || d.Event === event) &&
            (!status || d.Status === status) &&
            (test === undefined || d.Test === test) &&
            inDays(d.CreatedAt, since, until),
        );
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return { ...page, items: page.items.map(toDelivery) } satisfies PostbackDeliveryPage;
    }),
  ),

  getReplayPostbackDeliveriesMockHandler(
    authed(async ({ request, user, store }) => {
      const { ids } = await readBody(request, replayPostbackDeliveriesBody);
      if (!ids.every((id) => Number.isInteger(id))) throw invalid([{ field: 'ids', message: 'Delivery IDs are whole numbers' }]);
      if (new Set(ids).size !== ids.length) throw invalid([{ field: 'ids', message: 'An ID is repeated' }]);
      const settings = ownOnly(store, 'postbackSettings', user.ID, 'No postback configured yet');
      if (!secretOf(store, user.ID)) throw problem(409, 'Create a signing secret first', 'signing_secret_required');
      await runDueDeliveries(store, user.ID);
      const result: PostbackReplayResult = { replayed: [], skipped: [] };
      const made: PostbackDeliveryRecord[] = [];
      for (const id of ids) {
        const original = store.db.postbackDeliveries.get(id);
        if (!original || original.UserID !== user.ID) result.skipped.push({ id, reason: 'not_found' });
        else if (original.Status === 'retrying') result.skipped.push({ id, reason: 'in_progress' });
        else {
          const url = original.Method === 'GET' ? withWholeQuery(settings.Endpoint, original.RequestBody) : settings.Endpoint;
          const payload = { method: original.Method, url, body: original.RequestBody };
          made.push(createDelivery(store, user, { event: original.Event, test: original.Test, payload, replayOf: original.ID }));
        }
      }
      await Promise.all(made.map((d) => sendFirstAttempt(store, d)));
      result.replayed = made.map((d) => toDelivery(store.db.postbackDeliveries.get(d.ID) ?? d));
      return result;
    }),
  ),

  getGetPostbackDeliveryMockHandler(
    authed<PostbackDeliveryDetail, { deliveryId: string }>(async ({ params, user, store }) => {
      const id = Number(params.deliveryId);
      const found = store.db.postbackDeliveries.get(id);
      if (!Number.isInteger(id) || !found || found.UserID !== user.ID) throw notFound('No such delivery');
      await runDueDeliveries(store, user.ID);
      const delivery = store.db.postbackDeliveries.get(id) ?? found;
      const attempts = sortBy(
        store.ownedBy('postbackLogs', user.ID).filter((l) => l.DeliveryID === id),
        'CreatedAt',
        'asc',
      ).map((l) => toLog(l, delivery.Method));
      return { delivery: toDelivery(delivery), attempts };
    }),
  ),
];
