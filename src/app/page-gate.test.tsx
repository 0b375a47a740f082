// A page renders only for a user who may open it, and its module is loaded only then; anyone
// else gets the 404 behaviour. Exactly /dashboard goes to the first menu entry the user may see.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { LocationProbe, render, screen, waitFor } from '@/testing/render';
import type { PageTable } from './navigation';
import { DashboardIndex, PageGate } from './page-gate';
import { routeTable, type PageEntry } from './route-table';

const loaders = {
  overview: vi.fn(() => Promise.resolve(() => <h1>Overview page</h1>)),
  payments: vi.fn(() => Promise.resolve(() => <h1>Payments page</h1>)),
};
// Only two pages are "built" here, whatever the route table holds at the moment.
const table: PageTable = routeTable.map((page): PageEntry => {
  if (page.id === 'overview') return { ...page, load: loaders.overview };
  if (page.id === 'admin.payments') return { ...page, load: loaders.payments };
  return { ...page, load: null };
});
const entry = (id: string) => table.find((page) => page.id === id)!;

describe('PageGate', () => {
  it('loads and renders a page the user may open', async () => {
    render(<PageGate page={entry('overview')} table={table} />, { as: 'affiliate' });
    expect(await screen.findByRole('heading', { name: 'Overview page' })).toBeInTheDocument();
    expect(loaders.overview).toHaveBeenCalled();
  });

  it('never loads the module of a page the user may not open, and shows the 404', async () => {
    loaders.payments.mockClear();
    render(<PageGate page={entry('admin.payments')} table={table} />, { as: 'affiliate' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Taking you to your dashboard…')).toBeInTheDocument();
    expect(loaders.payments).not.toHaveBeenCalled();
  });

  it('does not send a user with no page anywhere round in circles', async () => {
    getStore().db.users.get(DEMO_IDS.analyst)!.Permissions = ['admin_business_read'] as never;
    render(<PageGate page={entry('overview')} table={table} />, { as: 'analyst' });
    expect(await screen.findByText('There is no page for your account here yet.')).toBeInTheDocument();
  });
});

describe('DashboardIndex', () => {
  it.each([
    ['affiliate', '/dashboard/overview?modal=campaign-create'],
    ['analyst', '/dashboard/admin/payments?modal=campaign-create'],
  ] as const)('%s goes to %s', async (account, where) => {
    render(<DashboardIndex table={table} />, {
      as: account,
      route: '/dashboard?modal=campaign-create',
      path: '/dashboard',
      routes: [{ path: '/dashboard/*', element: <LocationProbe /> }],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(where));
  });
});
