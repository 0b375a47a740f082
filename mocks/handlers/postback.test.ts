// Postback through the API: one change a day, no duplicated keys, the delivery log and the test
// call (logged with Test true).
import { describe, expect, it } from 'vitest';
import { getPostback, getPostbackLogs, savePostback, testPostback } from '@/api/generated/endpoints/postback/postback';
import { rotatePostbackSigningSecret } from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import type { SavePostbackBody } from '@/api/generated/model/savePostbackBody';
import { as, steppedUp, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const config = (extra: Partial<SavePostbackBody> = {}): SavePostbackBody => ({
  endpoint: 'https://tracker.example.net/pb',
  method: 'GET',
  events: ['registration', 'ftd'],
  keys: [{ key: 'click_id', value: '{clickId}' }],
  ...extra,
});

describe('postback', () => {
  it('404 while none is configured; saves once, then 429 for 24 hours', async () => {
    expect((await refusal(getPostback(as('newbie')))).status).toBe(404);
    expect((await refusal(testPostback(undefined, as('newbie')))).status).toBe(404);
    const saved = await savePostback(config(), await steppedUp('newbie'));
    const next = new Date(store().clock.now().getTime() + 86_400_000).toISOString();
    expect(saved).toMatchObject({
      Endpoint: 'https://tracker.example.net/pb',
      Keys: [{ Key: 'click_id', Value: '{clickId}' }],
      Enabled: true,
      NextChangeAvailableAt: next,
    });
    const e = await refusal(savePostback(config({ method: 'POST' }), await steppedUp('newbie')));
    expect([e.status, e.reason, e.problem?.retryAt]).toEqual([429, 'daily_change_limit', next]);
    store().clock.advance(86_400_000);
    expect((await savePostback(config({ method: 'POST' }), await steppedUp('newbie'))).Method).toBe('POST');
  });

  it.each<[string, Partial<SavePostbackBody>, string]>([
    [
      'duplicated keys',
      {
        keys: [
          { key: 'a', value: '1' },
          { key: 'a', value: '2' },
        ],
      },
      'keys',
    ],
    ['an ftp endpoint', { endpoint: 'ftp://tracker.example.net' }, 'endpoint'],
    ['no events', { events: [] }, 'events'],
  ])('400 for %s', async (_name, patch, field) => {
    const e = await refusal(savePostback(config(patch), await steppedUp('newbie')));
    expect([e.status, Object.keys(e.fieldErrors)]).toEqual([400, [field]]);
  });

  it('simulates a test call, logs it, and lists deliveries filtered by success', async () => {
    await savePostback(config(), await steppedUp('newbie'));
    // Every delivery is signed (issue 20): none is sent before a signing secret exists.
    expect((await refusal(testPostback(undefined, as('newbie')))).reason).toBe('signing_secret_required');
    await rotatePostbackSigningSecret({}, as('newbie'));
    const ok = await testPostback(undefined, as('newbie'));
    expect(ok).toMatchObject({ Event: 'test', Test: true, Success: true, StatusCode: 200, Method: 'GET' });
    expect(ok.Url).toContain('click_id=test');
    const logs = await getPostbackLogs(undefined, as('newbie'));
    expect(logs.items).toEqual([ok]);
    store().clock.advance(86_400_000);
    await savePostback(config({ endpoint: 'https://fail.example.net/pb' }), await steppedUp('newbie'));
    expect(await testPostback(undefined, as('newbie'))).toMatchObject({ Success: false, StatusCode: 500 });
    expect((await getPostbackLogs({ success: false }, as('newbie'))).total).toBe(1);
  });

  it('pages a seeded log', async () => {
    const page = await getPostbackLogs({ pageSize: 5, sort: 'DurationMs', order: 'asc' }, as('affiliate'));
    // 12 seeded deliveries' attempts, the five earlier attempts of its two failed ones, and the
    // attempts of the two outage deliveries (issue 20: db/seed-integrations.ts): 12 + 10 + 8.
    expect(page).toMatchObject({ total: 30, pageSize: 5 });
    const d = page.items.map((l) => l.DurationMs);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });
});
