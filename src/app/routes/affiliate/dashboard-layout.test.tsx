// The signed-in layout: signed-out users go to sign-in; the menu shows what the user may see of
// the built pages (no navbar at all when nothing); the header has the user menu, the colour
// scheme switch, and the admin gear only for admin:partners:login.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '@/api/token-store';
import { LocationProbe, render, screen, waitFor, within } from '@/testing/render';
import { DashboardLayout } from './dashboard-layout';

// The socket and analytics are the websocket helper's (tested there); here only that the
// signed-in layout starts them.
const { liveUpdates, pageViews } = vi.hoisted(() => ({ liveUpdates: vi.fn(), pageViews: vi.fn() }));
vi.mock('@/lib/websocket/use-live-updates', () => ({ useLiveUpdates: liveUpdates }));
vi.mock('@/lib/analytics/use-page-views', () => ({ usePageViews: pageViews }));
// Only the overview is "built" here, whatever src/app/pages.ts holds at the moment.
vi.mock('@/app/pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/app/pages')>();
  const pages = Object.fromEntries(Object.keys(actual.pages).map((id) => [id, null])) as unknown as typeof actual.pages;
  pages.overview = actual.pages.overview;
  return { pages, hasPage: (id: keyof typeof pages) => pages[id] !== null };
});

function signInAs(id: number) {
  tokenStore.set(getStore().issueToken(id).token);
}

function renderLayout() {
  return render(<DashboardLayout />, {
    route: '/dashboard/overview',
    path: '/dashboard/*',
    routes: [{ path: '/auth', element: <LocationProbe /> }],
  });
}

describe('DashboardLayout', () => {
  it('sends a signed-out visitor to /auth?step=signin', async () => {
    liveUpdates.mockClear();
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth?step=signin'));
    expect(liveUpdates).not.toHaveBeenCalled();
  });

  it('affiliate: the built pages in the menu (here only the overview), no Admin group, no gear', async () => {
    signInAs(DEMO_IDS.affiliate);
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Overview']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Admin')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin tools' })).toBeNull();
    expect(screen.getByRole('button', { name: /Account menu of Mariana/ })).toBeInTheDocument();
    expect(liveUpdates).toHaveBeenCalled();
    expect(pageViews).toHaveBeenCalled();
  });

  it('admin: the gear is there', async () => {
    signInAs(DEMO_IDS.admin);
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Admin tools' })).toBeInTheDocument();
  });

  it('a user with no built page to open gets no navbar and no burger (here: the analyst)', async () => {
    signInAs(DEMO_IDS.analyst);
    renderLayout();
    expect(await screen.findByRole('button', { name: /Account menu of/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
  });

  it('the user menu signs out; the colour scheme switch flips', async () => {
    signInAs(DEMO_IDS.affiliate);
    const { user } = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' });
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('button', { name: /Account menu of/ }));
    // hidden: jsdom has no layout, so Mantine's popover counts its target as detached and hides it.
    expect(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true })).toHaveAttribute('href', '/auth/logout');
  });
});
