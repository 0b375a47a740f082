import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { getProfile } from '../api/generated/endpoints/profile/profile';
import { ApiError } from '../api/api-error';
import { sessionHooks } from '../api/http-client';
import { onSessionEnd, rememberedSessionEnd } from '../api/session-end';
import { render, screen, waitFor } from '../testing/render';
import { useSession } from './session';

function Probe() {
  const session = useSession();
  return (
    <div>
      <output data-testid="status">{session.status}</output>
      <output data-testid="user">{session.user?.Username ?? ''}</output>
      <output data-testid="ended">{session.ended ?? ''}</output>
      <button type="button" onClick={session.signOut}>
        out
      </button>
    </div>
  );
}

const original = sessionHooks.onInvalidToken;
afterEach(() => {
  sessionHooks.onInvalidToken = original;
});

describe('session', () => {
  it('is signed out without a token', () => {
    render(<Probe />);
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
  });

  it('goes from uninitialised to authorised once the profile of a stored token arrives', async () => {
    localStorage.setItem('token', getStore().issueToken(1).token);
    render(<Probe />);
    expect(screen.getByTestId('status')).toHaveTextContent('uninitialised');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authorised'));
    expect(screen.getByTestId('user')).toHaveTextContent('affiliate');
  });

  it('drops an invalid stored token (403 "Invalid token")', async () => {
    const onInvalidToken = vi.fn(() => localStorage.removeItem('token'));
    sessionHooks.onInvalidToken = onInvalidToken;
    localStorage.setItem('token', 'mock.1.1.1.zzz');
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(onInvalidToken).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends the session when the profile answers 401', async () => {
    server.use(
      http.get('*/api/me/profile', () => HttpResponse.json({ message: 'Missing token', reason: 'unauthorized' }, { status: 401 })),
    );
    localStorage.setItem('token', 'whatever');
    render(<Probe />);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
  });

  it('signing out clears the token and the query cache', async () => {
    localStorage.setItem('token', getStore().issueToken(1).token);
    const { user, queryClient } = render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authorised'));
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    // Nothing the signed-in user fetched is left (a mounted, disabled observer may keep an empty entry).
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined),
    ).toHaveLength(0);
  });

  it('after the "Invalid token" reload, knows the session expired; the reason is read once', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    localStorage.setItem('token', 'stale');
    sessionHooks.onInvalidToken();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    // The app after the reload:
    render(<Probe />);
    expect(screen.getByTestId('ended')).toHaveTextContent('expired');
    await waitFor(() => expect(rememberedSessionEnd()).toBeNull());
  });

  it('a 401 session_revoked ends the session once, and only while its token is the stored one', async () => {
    const ends = vi.fn();
    const off = onSessionEnd(ends);
    server.use(
      http.get('*/api/me/profile', () => HttpResponse.json({ message: 'Session signed out', reason: 'session_revoked' }, { status: 401 })),
    );
    localStorage.setItem('token', 'revoked-token');
    const failures = await Promise.allSettled([getProfile(), getProfile(), getProfile()]);
    expect(failures.map((f) => f.status === 'rejected' && f.reason instanceof ApiError && f.reason.isSessionRevoked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(ends).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    // A late refusal of the old token leaves the session signed in since alone.
    localStorage.setItem('token', 'new-token');
    await getProfile({ headers: { Authorization: 'Bearer revoked-token' } }).catch(() => undefined);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(ends).toHaveBeenCalledTimes(1);
    off();
  });
});
