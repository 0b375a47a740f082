// The unread count the header shows next to the bell: live messages that produced a toast since
// the user last looked. A module store (not React state) so the socket hook and the header,
// which sit in different parts of the tree, share it without a provider.
import { useSyncExternalStore } from 'react';

type Listener = () => void;
let count = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const notificationBadge = {
  get: (): number => count,
  increment(): void {
    count += 1;
    emit();
  },
  /** The user opened the notifications (or signed out). */
  reset(): void {
    if (count === 0) return;
    count = 0;
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** `{ count, reset }` for the header's bell. */
export function useNotificationBadge(): { count: number; reset: () => void } {
  const value = useSyncExternalStore(notificationBadge.subscribe, notificationBadge.get, notificationBadge.get);
  return { count: value, reset: notificationBadge.reset };
}
