// Notifications of the signed-in user: the 50 newest, the push subscription and "mark as read".
// The store keeps a notification's topic; the contract's level and link are derived from it.
import { http, HttpResponse } from 'msw';
import type { MarkNotificationsRead200 } from '@/api/generated/model/markNotificationsRead200';
import type { Notification } from '@/api/generated/model/notification';
import type { SubscribeNotifications201 } from '@/api/generated/model/subscribeNotifications201';
import type { NotificationRecord } from '../db/types';
import { authed } from '../http/auth';
import { readJson } from '../http/respond';
import { BodyCheck, isObject, QueryCheck, sortBy } from './support';

const BY_TYPE: Record<NotificationRecord['Type'], Pick<Notification, 'Level' | 'Link'>> = {
  payment: { Level: 'success', Link: '/dashboard/wallet' },
  'demo-balance': { Level: 'success', Link: '/dashboard/demo-balance' },
  business: { Level: 'info', Link: '/dashboard/profile/documents' },
  campaign: { Level: 'info', Link: '/dashboard/campaigns' },
  system: { Level: 'warning', Link: '/dashboard/overview?modal=accept-terms' },
};

export function toNotification(n: NotificationRecord): Notification {
  // An invoice request is something to act on, unlike the other payment news.
  const Level = n.Type === 'payment' && /nota fiscal/i.test(n.Title) ? 'warning' : BY_TYPE[n.Type].Level;
  return {
    ID: n.ID,
    Title: n.Title.slice(0, 128),
    Message: n.Message.slice(0, 1024),
    Level,
    Link: BY_TYPE[n.Type].Link,
    Read: n.Read,
    CreatedAt: n.CreatedAt,
  };
}

/** Push subscriptions by user and endpoint (not part of the store: nothing reads them back). */
const subscriptions = new Map<string, unknown>();

export const notificationsHandlers = [
  http.get(
    '*/api/me/notifications',
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const unread = q.bool('unread') ?? false;
      if (!q.ok) return q.problem();
      const rows = store.ownedBy('notifications', user.ID).filter((n) => !unread || !n.Read);
      return HttpResponse.json(sortBy(rows, 'CreatedAt', 'desc').slice(0, 50).map(toNotification));
    }),
  ),

  http.post(
    '*/api/me/notifications/subscribe',
    authed(async ({ request, user }) => {
      const check = new BodyCheck(await readJson(request), ['endpoint', 'expirationTime', 'keys']);
      const endpoint = check.str('endpoint', { required: true, max: 1024, pattern: /^https?:\/\/\S+$/ });
      const expiration = check.body.expirationTime;
      if (expiration !== undefined && expiration !== null && typeof expiration !== 'number')
        check.fail('expirationTime', 'A number or null');
      const keys = check.body.keys;
      if (!isObject(keys)) check.fail('keys', 'Required: { p256dh, auth }');
      else {
        const inner = new BodyCheck(keys, ['p256dh', 'auth']);
        inner.str('p256dh', { required: true, max: 256 });
        inner.str('auth', { required: true, max: 64 });
        for (const f of inner.fields) check.fail(`keys.${f.field}`, f.message);
      }
      if (!check.ok || endpoint === undefined) return check.problem();
      subscriptions.set(`${user.ID} ${endpoint}`, check.body);
      const body: SubscribeNotifications201 = { subscribed: true };
      return HttpResponse.json(body, { status: 201 });
    }),
  ),

  http.post(
    '*/api/me/notifications/read',
    authed(async ({ request, user, store }) => {
      // A JSON object is required: `{}` (no ids) means all, but an empty, null or malformed body
      // is a 400 and form data a 415 (http/respond.ts) — neither marks anything read.
      const check = new BodyCheck(await readJson(request), ['ids']);
      const ids = check.body.ids;
      if (ids !== undefined && (!Array.isArray(ids) || ids.length > 100 || ids.some((id) => !Number.isInteger(id) || (id as number) < 1))) {
        check.fail('ids', 'A list of up to 100 notification IDs');
      }
      if (!check.ok) return check.problem();
      const wanted = Array.isArray(ids) && ids.length ? new Set(ids as number[]) : null;
      let updated = 0;
      for (const n of store.ownedBy('notifications', user.ID)) {
        if (n.Read || (wanted && !wanted.has(n.ID))) continue;
        n.Read = true;
        updated += 1;
      }
      if (updated) store.touch('notifications');
      const body: MarkNotificationsRead200 = { updated };
      return HttpResponse.json(body);
    }),
  ),
];
