// Issue 17 item 4: a session signed out from another device notices at its next API call. A 401
// `session_revoked` on calls other than the profile — three at once — ends the session once (the
// stored token cleared, one sign-out), the dashboard hands over to /auth with the page kept as the
// return path, and the sign-in step says why, in the user's language.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSecurityEvents, getSecurityOverview, getSessions } from '@/api/generated/endpoints/account-security/account-security';
import { onSessionEnd } from '@/api/session-end';
import { sessionHooks } from '@/api/http-client';
import type { PageTable } from '@/app/navigation';
import { routeTable } from '@/app/route-table';
import { AuthRoute } from '@/app/routes/public/auth';
import { DashboardLayout } from '@/app/routes/affiliate/dashboard-layout';
import { LocationProbe, render, screen, signIn, waitFor } from '@/testing/render';
import { getStore } from '@mocks/runtime';

// The socket and analytics are not what is tested here (as in dashboard-layout.test.tsx).
vi.mock('@/lib/websocket/use-live-updates', () => ({ useLiveUpdates: () => {} }));
vi.mock('@/lib/analytics/use-page-views', () => ({ usePageViews: () => {} }));

/** A page whose button makes three calls together, none of them the profile. */
function ThreeCalls() {
  const [done, setDone] = useState(false);
  return (
    <main>
      <h1>Three calls</h1>
      <button
        type="button"
        onClick={() => void Promise.allSettled([getSecurityOverview(), getSessions(), getSecurityEvents()]).then(() => setDone(true))}
      >
        Load
      </button>
      {done && <output>done</output>}
    </main>
  );
}

const table: PageTable = routeTable.map((page) =>
  page.id === 'overview' ? { ...page, load: () => Promise.resolve(ThreeCalls) } : { ...page, load: null },
);

const unsubscribe: Array<() => void> = [];
afterEach(() => {
  unsubscribe.splice(0).forEach((off) => off());
  vi.restoreAllMocks();
});

async function revokedAt(locale: 'en-us' | 'pt-br') {
  const ends = vi.fn();
  unsubscribe.push(onSessionEnd(ends));
  const revoked = vi.spyOn(sessionHooks, 'onSessionRevoked');
  // Signed in by hand: render's `as` would hide the layout once signed out, before it redirects.
  const { token } = signIn('affiliate');
  const { user } = render(<DashboardLayout table={table} />, {
    locale,
    route: '/dashboard/overview?tab=week',
    path: '/dashboard/*',
    routes: [
      {
        path: '/auth',
        element: (
          <>
            <AuthRoute />
            <LocationProbe />
          </>
        ),
      },
    ],
  });
  await screen.findByRole('heading', { name: 'Three calls' });
  // Another device signs this session out.
  getStore().revokeToken(token);
  await user.click(screen.getByRole('button', { name: 'Load' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?step=signin&next=%2Fdashboard%2Foverview%3Ftab%3Dweek'),
  );
  return { ends, revoked };
}

describe('a session signed out from another device', () => {
  it('ends once at its next calls and says so on the sign-in step (en-us)', async () => {
    const { ends, revoked } = await revokedAt('en-us');
    expect(await screen.findByRole('alert')).toHaveTextContent('This session was signed out from another device. Sign in again.');
    expect(screen.getByRole('textbox', { name: 'Username or e-mail' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    // Three refusals, one sign-out.
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(3));
    expect(ends).toHaveBeenCalledTimes(1);
    expect(ends).toHaveBeenCalledWith('revoked');
  });

  it('says it in pt-br', async () => {
    await revokedAt('pt-br');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sessão foi encerrada em outro dispositivo. Entre novamente.');
  });
});
