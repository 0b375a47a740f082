// Notifications of the signed-in user: the 50 newest, the push subscription and "mark as read".
// The store keeps a notification's topic; the contract's level and link are derived from it.
import {
  getGetNotificationsMockHandler,
  getMarkNotificationsReadMockHandler,
  getSubscribeNotificationsMockHandler,
} from '@/api/generated/endpoints/notifications/notifications.msw';
import type { Notification } from '@/api/generated/model/notification';
import {
  getNotificationsResponseMessageMax,
  getNotificationsResponseTitleMax,
  markNotificationsReadBody,
  subscribeNotificationsBody,
} from '@/api/generated/zod/notifications/notifications.zod';
import type { NotificationRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { QueryCheck, sortBy } from './support';

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
    Title: n.Title.slice(0, getNotificationsResponseTitleMax),
    Message: n.Message.slice(0, getNotificationsResponseMessageMax),
    Level,
    Link: BY_TYPE[n.Type].Link,
    Read: n.Read,
    CreatedAt: n.CreatedAt,
  };
}

/** Push subscriptions by user and endpoint (not part of the store: nothing reads them back). */
const subscriptions = new Map<string, unknown>();

export const notificationsHandlers = [
  getGetNotificationsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const unread = q.bool('unread') ?? false;
      if (!q.ok) throw q.problem();
      const rows = store.ownedBy('notifications', user.ID).filter((n) => !unread || !n.Read);
      return sortBy(rows, 'CreatedAt', 'desc').slice(0, 50).map(toNotification);
    }),
  ),

  getSubscribeNotificationsMockHandler(
    authed(async ({ request, user }) => {
      const body = await readBody(request, subscribeNotificationsBody);
      subscriptions.set(`${user.ID} ${body.endpoint}`, body);
      return { subscribed: true as const };
    }),
  ),

  getMarkNotificationsReadMockHandler(
    authed(async ({ request, user, store }) => {
      // A JSON object is required: `{}` (no ids) means all, but an empty, null or malformed body
      // is a 400 and form data a 415 (http/respond.ts) — neither marks anything read.
      const { ids } = await readBody(request, markNotificationsReadBody);
      const wanted = ids?.length ? new Set(ids) : null;
      let updated = 0;
      for (const n of store.ownedBy('notifications', user.ID)) {
        if (n.Read || (wanted && !wanted.has(n.ID))) continue;
        n.Read = true;
        updated += 1;
      }
      if (updated) store.touch('notifications');
      return { updated };
    }),
  ),
];
