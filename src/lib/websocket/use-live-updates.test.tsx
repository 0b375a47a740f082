import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetNotificationsQueryKey } from '@/api/generated/endpoints/notifications/notifications';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import type { User } from '@/api/generated/model/user';
import { render, screen, signIn, waitFor } from '@/testing/render';
import type { SocketLike } from './live-client';
import { NotificationBell } from './notification-bell';
import { useLiveUpdates } from './use-live-updates';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {}
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.closed = true;
  }
}

describe('useLiveUpdates', () => {
  it('connects when signed in and turns a message into a toast, a badge and refreshed queries', async () => {
    const { token } = signIn('affiliate');
    const sockets: FakeSocket[] = [];
    const createSocket = (url: string) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    };
    function Harness() {
      useLiveUpdates({ createSocket });
      return <NotificationBell />;
    }
    const { queryClient, unmount } = render(<Harness />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(socket.url).toMatch(/\/ws$/);
    act(() => socket.onopen?.({}));
    expect(JSON.parse(socket.sent[0]!)).toEqual({ name: 'auth', payload: { token } });

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({
          name: 'notification',
          payload: {
            ID: 1,
            Title: '<img src=x onerror=alert(1)>',
            Message: 'Your payout was approved',
            Level: 'success',
            Link: null,
            Read: false,
            CreatedAt: '2026-11-05T15:00:00Z',
          },
        }),
      }),
    );
    expect(await screen.findByText('Your payout was approved')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument(); // text, not HTML
    expect(document.querySelector('img[src=x]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notifications, 1 new' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetNotificationsQueryKey() });

    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ name: 'balance.updated', payload: { Balance: 1875.5, SubBalance: 120, PendingCommission: 342.8 } }),
      }),
    );
    expect(queryClient.getQueryData<User>(getGetProfileQueryKey())?.Balance).toBe(1875.5);
    expect(screen.getByRole('link', { name: 'Notifications, 1 new' })).toBeInTheDocument(); // no toast, no badge

    unmount();
    expect(socket.closed).toBe(true);
  });

  it('does not connect without a signed-in user', async () => {
    const createSocket = vi.fn();
    function Harness() {
      useLiveUpdates({ createSocket });
      return null;
    }
    render(<Harness />);
    await new Promise((r) => setTimeout(r, 100));
    expect(createSocket).not.toHaveBeenCalled();
  });
});
