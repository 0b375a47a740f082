// The delivery engine (issue 20): makes a delivery, signs and sends each attempt through the
// transport (mocks/http/postback-transport.ts), logs it, and schedules the next one by the
// backoff rules. Time is the store's clock: an attempt is dated at its scheduled time, so when a
// test moves the clock ahead the due attempts are made (and logged) at the times they were due.
// `runDueDeliveries` makes them — on every read of the deliveries (so the in-browser mock needs no
// timer), from PATCH /api/cron/postback, and every second in `npm run mock`. An attempt in flight
// is awaited by whoever else wants it, never made twice.
import type { Store } from '../db/store';
import type { PostbackDeliveryRecord, UserRecord } from '../db/types';
import { afterAttempt, MAX_ATTEMPTS, type Payload, SIGNATURE_HEADER, signatureHeader, TIMESTAMP_HEADER } from '../rules/postback-delivery';
import { sendAttempt } from '../http/postback-transport';

const inFlight = new Map<number, Promise<void>>();

/** The secrets that sign at `at`: the current one, and the previous one during its grace period. */
export function signingSecrets(store: Store, userId: number, at: Date): string[] {
  const record = store.ownedBy('postbackSecrets', userId)[0];
  if (!record) return [];
  const previous = record.PreviousSecret && record.PreviousExpiresAt && Date.parse(record.PreviousExpiresAt) > at.getTime();
  return previous ? [record.Secret, record.PreviousSecret as string] : [record.Secret];
}

async function attempt(store: Store, d: PostbackDeliveryRecord, at: Date): Promise<void> {
  const n = d.Attempts + 1;
  const timestamp = Math.floor(at.getTime() / 1000);
  const secrets = signingSecrets(store, d.UserID, at);
  const signature = secrets.length ? await signatureHeader(secrets, timestamp, d.RequestBody) : null;
  const headers: Record<string, string> = {
    'User-Agent': 'PartnerPortal-Postback/1',
    [TIMESTAMP_HEADER]: String(timestamp),
    'X-Postback-Event': d.Event,
    'X-Postback-Delivery': String(d.ID),
    'X-Postback-Attempt': String(n),
  };
  if (signature) headers[SIGNATURE_HEADER] = signature;
  if (d.Method === 'POST') headers['Content-Type'] = 'application/json';
  if (d.ReplayOf !== null) headers['X-Postback-Replay-Of'] = String(d.ReplayOf);
  if (d.Test) headers['X-Postback-Test'] = 'true';
  const outcome = await sendAttempt({ method: d.Method, url: d.Url, body: d.RequestBody, headers, attempt: n });
  const next = afterAttempt(n, at, outcome);
  const ok = next.status === 'delivered';
  store.create('postbackLogs', {
    UserID: d.UserID,
    Event: d.Event,
    Url: d.Url,
    StatusCode: outcome.statusCode ?? 0,
    Success: ok,
    DurationMs: outcome.durationMs,
    CreatedAt: at.toISOString(),
    DeliveryID: d.ID,
    Attempt: n,
    RequestBody: d.RequestBody,
    ResponseBody: outcome.responseBody,
    Error: outcome.error,
    Signature: signature,
    Test: d.Test,
    Method: d.Method,
  });
  store.update('postbackDeliveries', d.ID, {
    Attempts: n,
    Status: next.status,
    NextAttemptAt: next.nextAttemptAt,
    LastStatusCode: outcome.statusCode,
    LastDurationMs: outcome.durationMs,
    LastResponseBody: outcome.responseBody,
    LastError: outcome.error,
    UpdatedAt: at.toISOString(),
  });
}

/** Makes the attempt of `d` due at `at`, or waits for the one already under way. */
function attemptOnce(store: Store, d: PostbackDeliveryRecord, at: Date): Promise<void> {
  const running = inFlight.get(d.ID);
  if (running) return running;
  const run = attempt(store, d, at).finally(() => inFlight.delete(d.ID));
  inFlight.set(d.ID, run);
  return run;
}

export interface NewDelivery {
  event: PostbackDeliveryRecord['Event'];
  test: boolean;
  payload: Payload;
  replayOf?: number | null;
}

/** Records a delivery (due now); `sendFirstAttempt` makes its first attempt. */
export function createDelivery(store: Store, user: UserRecord, input: NewDelivery): PostbackDeliveryRecord {
  const now = store.clock.now().toISOString();
  return store.create('postbackDeliveries', {
    UserID: user.ID,
    Event: input.event,
    Test: input.test,
    Method: input.payload.method,
    Url: input.payload.url,
    RequestBody: input.payload.body,
    Status: 'retrying',
    Attempts: 0,
    MaxAttempts: MAX_ATTEMPTS,
    NextAttemptAt: now,
    LastStatusCode: null,
    LastDurationMs: null,
    LastResponseBody: null,
    LastError: null,
    ReplayOf: input.replayOf ?? null,
    CreatedAt: now,
    UpdatedAt: now,
  });
}

export function sendFirstAttempt(store: Store, d: PostbackDeliveryRecord): Promise<void> {
  return attemptOnce(store, d, new Date(d.NextAttemptAt ?? store.clock.now().toISOString()));
}

const due = (d: PostbackDeliveryRecord, now: number) =>
  d.Status === 'retrying' && d.NextAttemptAt !== null && Date.parse(d.NextAttemptAt) <= now;

/** Makes every attempt due by now (one user's, or everyone's), each at the time it was due. */
export async function runDueDeliveries(store: Store, userId?: number): Promise<void> {
  for (let round = 0; round <= MAX_ATTEMPTS; round++) {
    const now = store.clock.now().getTime();
    const rows = userId === undefined ? store.db.postbackDeliveries.values() : store.ownedBy('postbackDeliveries', userId);
    const waiting: Promise<void>[] = [];
    for (const d of rows) {
      if (due(d, now)) waiting.push(attemptOnce(store, d, new Date(d.NextAttemptAt as string)));
      else if (inFlight.has(d.ID) && (userId === undefined || d.UserID === userId)) waiting.push(inFlight.get(d.ID)!);
    }
    if (!waiting.length) return;
    await Promise.all(waiting);
  }
}
