// The signed-in layout: signed-out users go to sign-in; the menu shows what the user may see of
// the built pages (no navbar at all when nothing); the header has the user menu, the colour
// scheme switch, and the admin gear only for admin:partners:login.
import { describe, expect, it, vi } from 'vitest';
import type { PageTable } from '@/app/navigation';
import { routeTable } from '@/app/route-table';
import { LocationProbe, render, screen, waitFor, within, type TestAccount } from '@/testing/render';
import { DashboardLayout } from './dashboard-layout';

// The socket and analytics are the websocket helper's (tested there); here only that the
// signed-in layout starts them.
const { liveUpdates, pageViews } = vi.hoisted(() => ({ liveUpdates: vi.fn(), pageViews: vi.fn() }));
vi.mock('@/lib/websocket/use-live-updates', () => ({ useLiveUpdates: liveUpdates }));
vi.mock('@/lib/analytics/use-page-views', () => ({ usePageViews: pageViews }));
// Only the overview is "built" here, whatever the route table holds at the moment.
const onlyOverview: PageTable = routeTable.map((page) => (page.id === 'overview' ? page : { ...page, load: null }));

function renderLayout(as?: TestAccount) {
  return render(<DashboardLayout table={onlyOverview} />, {
    as,
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
    renderLayout('affiliate');
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
    renderLayout('admin');
    expect(await screen.findByRole('button', { name: 'Admin tools' })).toBeInTheDocument();
  });

  it('a user with no built page to open gets no navbar and no burger (here: the analyst)', async () => {
    renderLayout('analyst');
    expect(await screen.findByRole('button', { name: /Account menu of/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
  });

  it('the user menu signs out; the colour scheme switch flips', async () => {
    const { user } = renderLayout('affiliate');
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' });
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('button', { name: /Account menu of/ }));
    // hidden: jsdom has no layout, so Mantine's popover counts its target as detached and hides it.
    expect(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true })).toHaveAttribute('href', '/auth/logout');
  });
});
