// A page renders only for a user who may open it, and its module is loaded only then; anyone
// else gets the 404 behaviour. Exactly /dashboard goes to the first menu entry the user may see.
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '../api/token-store';
import { useSession } from '../lib/session';
import { LocationProbe, render, screen, waitFor } from '../testing/render';
import { DashboardIndex, PageGate } from './page-gate';

const { loaders } = vi.hoisted(() => ({
  loaders: {
    overview: vi.fn(() => Promise.resolve(() => <h1>Overview page</h1>)),
    payments: vi.fn(() => Promise.resolve(() => <h1>Payments page</h1>)),
  },
}));
// Only two pages are "built" here, whatever src/app/pages.ts holds at the moment.
vi.mock('./pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./pages')>();
  const pages = Object.fromEntries(Object.keys(actual.pages).map((id) => [id, null])) as unknown as typeof actual.pages;
  Object.assign(pages, { overview: loaders.overview, 'admin.payments': loaders.payments });
  return { pages, hasPage: (id: keyof typeof pages) => pages[id] !== null };
});

function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

function signInAs(id: number) {
  tokenStore.set(getStore().issueToken(id).token);
}

describe('PageGate', () => {
  it('loads and renders a page the user may open', async () => {
    signInAs(DEMO_IDS.affiliate);
    render(
      <SignedIn>
        <PageGate id="overview" />
      </SignedIn>,
    );
    expect(await screen.findByRole('heading', { name: 'Overview page' })).toBeInTheDocument();
    expect(loaders.overview).toHaveBeenCalled();
  });

  it('never loads the module of a page the user may not open, and shows the 404', async () => {
    loaders.payments.mockClear();
    signInAs(DEMO_IDS.affiliate);
    render(
      <SignedIn>
        <PageGate id="admin.payments" />
      </SignedIn>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Taking you to your dashboard…')).toBeInTheDocument();
    expect(loaders.payments).not.toHaveBeenCalled();
  });

  it('does not send a user with no page anywhere round in circles', async () => {
    signInAs(DEMO_IDS.analyst);
    getStore().db.users.get(DEMO_IDS.analyst)!.Permissions = ['admin_business_read'] as never;
    render(
      <SignedIn>
        <PageGate id="overview" />
      </SignedIn>,
    );
    expect(await screen.findByText('There is no page for your account here yet.')).toBeInTheDocument();
  });
});

describe('DashboardIndex', () => {
  it.each([
    [DEMO_IDS.affiliate, '/dashboard/overview?modal=campaign-create'],
    [DEMO_IDS.analyst, '/dashboard/admin/payments?modal=campaign-create'],
  ])('user %i goes to %s', async (id, where) => {
    signInAs(id);
    render(
      <SignedIn>
        <DashboardIndex />
      </SignedIn>,
      { route: '/dashboard?modal=campaign-create', path: '/dashboard', routes: [{ path: '/dashboard/*', element: <LocationProbe /> }] },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(where));
  });
});
