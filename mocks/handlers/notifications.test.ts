// Notifications through the API: newest 50, unread filter, mark read (some or all), subscribe.
import { describe, expect, it } from 'vitest';
import { getNotifications, markNotificationsRead, subscribeNotifications } from '@/api/generated/endpoints/notifications/notifications';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, store, setupMockApi } from './test-kit';

setupMockApi();

describe('notifications', () => {
  it('lists the newest first, with a level and a link, and filters the unread ones', async () => {
    const all = await getNotifications(undefined, as('affiliate'));
    expect(all).toHaveLength(6);
    expect(all.map((n) => n.CreatedAt)).toEqual(
      all
        .map((n) => n.CreatedAt)
        .sort()
        .reverse(),
    );
    expect(all[0]).toMatchObject({ Level: expect.any(String), Link: expect.stringMatching(/^\/dashboard/) });
    expect((await getNotifications({ unread: true }, as('affiliate'))).every((n) => !n.Read)).toBe(true);
  });

  it('marks some, then all, as read; others’ notifications are untouched', async () => {
    const unread = await getNotifications({ unread: true }, as('affiliate'));
    expect(await markNotificationsRead({ ids: [unread[0]!.ID] }, as('affiliate'))).toEqual({ updated: 1 });
    const theirs = store().ownedBy('notifications', DEMO_IDS.newbie)[0]!;
    expect(await markNotificationsRead({ ids: [theirs.ID] }, as('affiliate'))).toEqual({ updated: 0 });
    expect(await markNotificationsRead({}, as('affiliate'))).toEqual({ updated: unread.length - 1 });
    expect(await getNotifications({ unread: true }, as('affiliate'))).toEqual([]);
    expect(theirs.Read).toBe(false);
  });

  // Issue 15.12: a broken body used to read as "no ids", which means all.
  it.each([
    ['malformed JSON', 400, '{"ids": [1,', 'application/json'],
    ['an empty body', 400, '', 'application/json'],
    ['null', 400, 'null', 'application/json'],
    ['a list', 400, '[1, 2]', 'application/json'],
    ['a string', 400, '"all"', 'application/json'],
    ['ids that are not IDs', 400, '{"ids": ["1", 0]}', 'application/json'],
    ['form data', 415, new URLSearchParams({ ids: '' }), undefined],
    ['multipart form data', 415, new FormData(), undefined],
    ['JSON sent as text/plain', 415, '{}', 'text/plain'],
  ] as const)('%s → %i, nothing marked read', async (_what, status, body, contentType) => {
    const unread = () =>
      store()
        .ownedBy('notifications', DEMO_IDS.affiliate)
        .filter((n) => !n.Read).length;
    const before = unread();
    expect(before).toBeGreaterThan(0);
    const headers: Record<string, string> = { authorization: `Bearer ${store().issueToken(DEMO_IDS.affiliate).token}` };
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch('http://127.0.0.1/api/me/notifications/read', { method: 'POST', headers, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ reason: status === 415 ? 'unsupported_media_type' : 'validation' });
    expect(unread()).toBe(before);
  });

  it('subscribes a push endpoint and refuses a malformed one', async () => {
    const sub = { endpoint: 'https://push.example.com/abc', expirationTime: null, keys: { p256dh: 'key', auth: 'auth' } };
    expect(await subscribeNotifications(sub, as('affiliate'))).toEqual({ subscribed: true });
    expect((await refusal(subscribeNotifications({ ...sub, keys: { p256dh: 'key' } } as never, as('affiliate')))).status).toBe(400);
  });
});
