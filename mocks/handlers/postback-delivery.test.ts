// Signed postback deliveries through the API (issue 20), with the simulated receiver: the secret
// shown once and rotated with a grace period, test sends per event type, the retry schedule run by
// the mock clock, the attempts of a delivery, filters, and replays (one, a selection, refusals).
import { describe, expect, it } from 'vitest';
import { savePostback, testPostback } from '@/api/generated/endpoints/postback/postback';
import {
  getPostbackDeliveries,
  getPostbackDelivery,
  getPostbackSigningSecret,
  replayPostbackDeliveries,
  rotatePostbackSigningSecret,
} from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import { DEMO_IDS } from '../db/demo-accounts';
import { signingSecrets } from './postback-engine';
import { as, refusal, setupMockApi, steppedUp, store } from './test-kit';

setupMockApi();
const MIN = 60_000;

describe('signing secret', () => {
  it('is shown once, then only its last four characters; a rotation keeps the old one signing for the grace period', async () => {
    expect((await refusal(getPostbackSigningSecret(as('newbie')))).status).toBe(404);
    const first = await rotatePostbackSigningSecret({}, as('newbie'));
    expect(first.Secret).toMatch(/^pbs_[A-Za-z0-9_-]{43}$/);
    expect(first).toMatchObject({
      Hint: first.Secret!.slice(-4),
      PreviousHint: null,
      Algorithm: 'HMAC-SHA256',
      SignatureHeader: 'X-Postback-Signature',
    });
    expect(await getPostbackSigningSecret(as('newbie'))).toMatchObject({ Secret: null, Hint: first.Hint });

    const second = await rotatePostbackSigningSecret({ graceHours: 2 }, as('newbie'));
    expect(second.Secret).not.toBe(first.Secret);
    const in2h = new Date(store().clock.now().getTime() + 2 * 3_600_000).toISOString();
    expect(second).toMatchObject({ PreviousHint: first.Hint, PreviousExpiresAt: in2h });
    expect(signingSecrets(store(), DEMO_IDS.newbie, store().clock.now())).toEqual([second.Secret, first.Secret]);
    store().clock.advance(2 * 3_600_000);
    expect(signingSecrets(store(), DEMO_IDS.newbie, store().clock.now())).toEqual([second.Secret]);
    expect(await getPostbackSigningSecret(as('newbie'))).toMatchObject({ PreviousHint: null, PreviousExpiresAt: null });

    const third = await rotatePostbackSigningSecret({ graceHours: 0 }, as('newbie'));
    expect(third.PreviousHint).toBeNull();
    expect((await refusal(rotatePostbackSigningSecret({ graceHours: 169 }, as('newbie')))).status).toBe(400);
  });
});

describe('deliveries', () => {
  it('a test send per event type: signed, the player hashed, logged as attempt 1', async () => {
    const log = await testPostback({ event: 'qftd' }, as('affiliate'));
    expect(log).toMatchObject({ Event: 'qftd', Test: true, Success: true, StatusCode: 200, Attempt: 1, Error: null });
    expect(log.Signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(log.RequestBody).toContain('event=qftd');
    const page = await getPostbackDeliveries({ test: true }, as('affiliate'));
    expect(page.items[0]).toMatchObject({
      ID: log.DeliveryID,
      Event: 'qftd',
      Status: 'delivered',
      Attempts: 1,
      AttemptsLeft: 0,
      NextAttemptAt: null,
    });
  });

  it('retries a failing endpoint by the backoff schedule as the clock moves, and stops after six attempts', async () => {
    await savePostback(
      { endpoint: 'https://fail.tracker.example.net/pb', method: 'POST', events: ['ftd'], keys: [{ key: 'player', value: '{playerId}' }] },
      await steppedUp('affiliate'),
    );
    const t0 = store().clock.now().getTime();
    const first = await testPostback({ event: 'ftd' }, as('affiliate'));
    expect(first).toMatchObject({ Success: false, StatusCode: 500, Attempt: 1, Method: 'POST' });
    expect(JSON.parse(first.RequestBody!)).toMatchObject({ event: 'ftd', player: expect.stringMatching(/^ph_[0-9a-f]{32}$/) });
    const id = first.DeliveryID!;
    const state = async () => (await getPostbackDelivery(id, as('affiliate'))).delivery;
    expect(await state()).toMatchObject({
      Status: 'retrying',
      Attempts: 1,
      AttemptsLeft: 5,
      NextAttemptAt: new Date(t0 + MIN).toISOString(),
    });

    store().clock.set(new Date(t0 + MIN - 1000));
    expect((await state()).Attempts).toBe(1); // not due yet
    store().clock.set(new Date(t0 + MIN));
    expect(await state()).toMatchObject({ Attempts: 2, AttemptsLeft: 4, NextAttemptAt: new Date(t0 + 5 * MIN).toISOString() });

    // A jump past every remaining attempt makes each at the time it was due: 1, 5, 21, 85, 341 minutes.
    store().clock.set(new Date(t0 + 24 * 60 * MIN));
    const detail = await getPostbackDelivery(id, as('affiliate'));
    expect(detail.delivery).toMatchObject({ Status: 'failed', Attempts: 6, AttemptsLeft: 0, NextAttemptAt: null, LastStatusCode: 500 });
    expect(detail.attempts.map((a) => (Date.parse(a.CreatedAt) - t0) / MIN)).toEqual([0, 1, 5, 21, 85, 341]);
    expect(detail.attempts.map((a) => a.Attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    // Each attempt is signed with its own timestamp.
    expect(new Set(detail.attempts.map((a) => a.Signature)).size).toBe(6);
  });

  it('a flaky endpoint is delivered on the third attempt; a private address is refused without a retry', async () => {
    await savePostback(
      { endpoint: 'https://flaky.tracker.example.net/pb', method: 'GET', events: ['ftd'], keys: [] },
      await steppedUp('affiliate'),
    );
    const t0 = store().clock.now().getTime();
    const log = await testPostback({ event: 'ftd' }, as('affiliate'));
    store().clock.set(new Date(t0 + 5 * MIN));
    const { delivery, attempts } = await getPostbackDelivery(log.DeliveryID!, as('affiliate'));
    expect(delivery).toMatchObject({ Status: 'delivered', Attempts: 3 });
    expect(attempts.map((a) => a.StatusCode)).toEqual([503, 503, 200]);

    store().clock.advance(86_400_000);
    await savePostback(
      { endpoint: 'http://169.254.169.254/latest', method: 'GET', events: ['ftd'], keys: [] },
      await steppedUp('affiliate'),
    );
    const blocked = await testPostback({ event: 'ftd' }, as('affiliate'));
    expect(blocked).toMatchObject({ Success: false, StatusCode: null, Error: 'blocked_target' });
    expect((await getPostbackDelivery(blocked.DeliveryID!, as('affiliate'))).delivery).toMatchObject({
      Status: 'failed',
      Attempts: 1,
      AttemptsLeft: 0,
    });
  });

  it('the seeded outage: the retrying delivery is delivered once its attempt is due; filters by event, status and date', async () => {
    const retrying = await getPostbackDeliveries({ status: 'retrying' }, as('affiliate'));
    expect(retrying.items.map((d) => [d.ID, d.Attempts, d.AttemptsLeft])).toEqual([[1, 2, 4]]);
    store().clock.advance(2 * MIN);
    expect((await getPostbackDelivery(1, as('affiliate'))).delivery).toMatchObject({
      Status: 'delivered',
      Attempts: 3,
      LastStatusCode: 200,
    });
    const failed = await getPostbackDeliveries({ status: 'failed', event: 'qftd' }, as('affiliate'));
    expect(failed.items.map((d) => d.ID)).toContain(2);
    expect(failed.items.every((d) => d.Status === 'failed' && d.Event === 'qftd')).toBe(true);
    const today = await getPostbackDeliveries({ since: '2026-11-05', until: '2026-11-05' }, as('affiliate'));
    expect(today.items.map((d) => d.ID)).toEqual([1]);
    expect((await refusal(getPostbackDeliveries({ status: 'lost' as never }, as('affiliate')))).status).toBe(400);
  });

  it('replays one or a selection to the endpoint configured now, skipping what is not finished or not theirs', async () => {
    await savePostback(
      { endpoint: 'https://new-tracker.example.net/pb', method: 'GET', events: ['ftd'], keys: [] },
      await steppedUp('affiliate'),
    );
    const result = await replayPostbackDeliveries({ ids: [2, 1, 999_999] }, as('affiliate'));
    expect(result.skipped).toEqual([
      { id: 1, reason: 'in_progress' },
      { id: 999_999, reason: 'not_found' },
    ]);
    expect(result.replayed).toHaveLength(1);
    expect(result.replayed[0]).toMatchObject({
      ReplayOf: 2,
      Event: 'qftd',
      Status: 'delivered',
      Attempts: 1,
      RequestBody: 'event=qftd&clickid=k3j9x1m2p0&payout=50.00',
      Url: 'https://new-tracker.example.net/pb?event=qftd&clickid=k3j9x1m2p0&payout=50.00',
    });
  });

  it('refuses a replay without a configuration (404), without a secret (409) or with a bad list (400)', async () => {
    expect((await refusal(replayPostbackDeliveries({ ids: [2] }, as('newbie')))).status).toBe(404);
    await savePostback({ endpoint: 'https://t.example.net/pb', method: 'GET', events: ['ftd'], keys: [] }, await steppedUp('newbie'));
    expect((await refusal(replayPostbackDeliveries({ ids: [2] }, as('newbie')))).reason).toBe('signing_secret_required');
    await rotatePostbackSigningSecret({}, as('newbie'));
    expect(await replayPostbackDeliveries({ ids: [2] }, as('newbie'))).toEqual({ replayed: [], skipped: [{ id: 2, reason: 'not_found' }] });
    expect((await refusal(replayPostbackDeliveries({ ids: [] }, as('newbie')))).status).toBe(400);
    expect((await refusal(replayPostbackDeliveries({ ids: [3, 3] }, as('newbie')))).status).toBe(400);
    expect((await refusal(getPostbackDelivery(2, as('newbie')))).status).toBe(404);
  });
});
