import { describe, expect, it } from 'vitest';
import { notificationBadge } from '@/lib/websocket/notification-badge';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { NotificationList } from './notification-list';

const unreadItems = () => screen.queryAllByTestId('notification').filter((el) => el.dataset.read === 'false');

describe('NotificationList', () => {
  it('marks one, then all, as read; resets the badge; the unread filter shows the empty state', async () => {
    signIn('affiliate');
    const { user } = render(<NotificationList />);
    await screen.findAllByTestId('notification');
    const before = unreadItems().length;
    expect(before).toBeGreaterThan(1);

    notificationBadge.increment();
    await user.click(within(unreadItems()[0]!).getByRole('button', { name: /^Mark as read: “.*”$/ }));
    await screen.findByText('1 notification marked as read');
    await waitFor(() => expect(unreadItems()).toHaveLength(before - 1));
    expect(notificationBadge.get()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(unreadItems()).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await user.click(screen.getByText('Unread'));
    expect(await screen.findByText('No unread notifications.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the list fails', async () => {
    signIn('affiliate');
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/me/notifications', () => HttpResponse.json({ message: 'down', reason: 'internal' }, { status: 500 }), { once: true }),
    );
    const { user } = render(<NotificationList />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('notification')).not.toHaveLength(0);
  });
});
