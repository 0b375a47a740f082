// Which generic notice an error gets: by kind and status, never by its message text. And the
// newest toast is always shown: at the limit the oldest make room instead of the new one waiting
// in Mantine's queue (where a pointer resting on the stack could keep it forever).
import { cleanNotifications, cleanNotificationsQueue, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorNotice, showToast } from './notify';

describe('errorNotice', () => {
  it.each([
    [new ApiError('http', 500, { message: 'boom', reason: 'internal' }, 'boom'), 'generic'],
    [new ApiError('http', 502, undefined, 'HTTP 502'), 'generic'],
    [new ApiError('http', 418, undefined, 'HTTP 418'), 'generic'],
    [new ApiError('network', 0, undefined, 'Network error'), 'network'],
    [new ApiError('timeout', 0, undefined, 'timeout'), 'network'],
    [new ApiError('http', 403, { message: 'Missing permission admin:payments:read', reason: 'forbidden' }, 'x'), 'forbidden'],
    [new ApiError('http', 404, { message: 'Payment not found', reason: 'not_found' }, 'x'), 'notFound'],
    [new Error('Network Error'), 'generic'],
    ['something', 'generic'],
  ])('%s → %s', (error, notice) => expect(errorNotice(error)).toBe(notice));

  it('shows nothing for a cancel or the invalid-token reload', () => {
    expect(errorNotice(new ApiError('canceled', 0, undefined, 'Request canceled'))).toBeNull();
    expect(errorNotice(new ApiError('http', 403, { message: 'Invalid token', reason: 'invalid_token' }, 'Invalid token'))).toBeNull();
  });

  it('does not read the message: a 500 that says "network" is still generic', () => {
    expect(errorNotice(new ApiError('http', 500, { message: 'Network down' }, 'Network down'))).toBe('generic');
  });
});

afterEach(() => {
  cleanNotifications();
  cleanNotificationsQueue();
});

describe('showToast', () => {
  it('hides the oldest toasts at the limit so the newest is on screen, not queued', () => {
    notificationsStore.setState({ ...notificationsStore.getState(), limit: 3 });
    for (const n of [1, 2, 3, 4, 5]) showToast({ id: `t${n}`, message: `toast ${n}` });
    const { notifications, queue } = notificationsStore.getState();
    expect(notifications.map((n) => n.id)).toEqual(['t3', 't4', 't5']);
    expect(queue).toEqual([]);
  });

  it('does not drop anything when the same toast is shown again', () => {
    notificationsStore.setState({ ...notificationsStore.getState(), limit: 2 });
    showToast({ id: 'a', message: 'a' });
    showToast({ id: 'b', message: 'b' });
    showToast({ id: 'b', message: 'b again' });
    expect(notificationsStore.getState().notifications.map((n) => n.id)).toEqual(['a', 'b']);
  });
});
