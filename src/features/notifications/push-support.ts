// What this browser can do about notifications, and the push subscription when it can.
// A push subscription needs the server's public (VAPID) key; the contract has no call that
// gives it, so it comes from VITE_PUSH_PUBLIC_KEY. Without it we say so instead of pretending.
import type { SubscribeNotificationsBody } from '@/api/generated/model/subscribeNotificationsBody';

export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

export const hasPushService = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;

export const pushPublicKey = (): string | null => {
  const key: unknown = import.meta.env.VITE_PUSH_PUBLIC_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
};

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser's service worker to push, as the body of subscribeNotifications. */
export async function createPushSubscription(key: string): Promise<SubscribeNotificationsBody> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
