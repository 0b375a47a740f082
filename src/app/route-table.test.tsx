// Adding a page is one entry of the route table: the entry below (exactly what a newcomer would
// add, README "How it is built") puts the page in the router behind its permission, in the menu of
// the users who may open it, and in the answer useCanOpen() gives features — and the module of a
// page the user may not open is never loaded. Likewise a modal is one entry of the modal table.
import { describe, expect, it, vi } from 'vitest';
import { useSearchParams } from 'react-router';
import { defineMessage } from '@/i18n/define-messages';
import { useCanOpen } from '@/lib/page-access';
import { LocationProbe, render, screen, waitFor } from '@/testing/render';
import { DashboardRoutes } from './dashboard-routes';
import { ModalHost, type ModalTable } from './modals/modal-host';
import { modalTable, type ModalProps } from './modals/modal-table';
import { visibleMenu, type PageTable } from './navigation';
import { RouteTablePageAccess } from './page-access-provider';
import { routeTable, type PageEntry } from './route-table';

const AuditPage = () => <h1>Audit log</h1>;
const loadAudit = vi.fn(() => Promise.resolve(AuditPage));

// The one entry.
const audit: PageEntry = {
  id: 'admin.audit',
  path: '/dashboard/admin/audit',
  menu: { group: 'admin', label: defineMessage({ id: 'test.menu.admin.audit', defaultMessage: 'Audit log' }) },
  access: 'admin:master',
  load: loadAudit,
};
const table: PageTable = [...routeTable, audit];

function CanOpenAudit() {
  const canOpen = useCanOpen();
  return <output data-testid="can-open">{String(canOpen(audit.path as never))}</output>;
}

function renderAt(as: 'admin' | 'affiliate') {
  return render(
    <RouteTablePageAccess table={table}>
      <CanOpenAudit />
      <DashboardRoutes table={table} />
    </RouteTablePageAccess>,
    { as, route: audit.path, path: '/dashboard/*' },
  );
}

describe('a page added to the route table', () => {
  it('is in the menu of the users who may open it, last in its group, and nowhere else', () => {
    const adminGroup = visibleMenu({ Permissions: ['admin:master'] }, table).find((g) => g.id === 'admin')!;
    expect(adminGroup.items.at(-1)).toMatchObject({ id: 'admin.audit', path: '/dashboard/admin/audit', label: audit.menu!.label });
    const analyst = { Permissions: ['admin_payments_read', 'admin_business_read', 'admin_affiliates_read'] };
    expect(visibleMenu(analyst, table).flatMap((g) => g.items.map((i) => i.id))).not.toContain('admin.audit');
  });

  it('is routed and rendered for a user who may open it', async () => {
    renderAt('admin');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByTestId('can-open')).toHaveTextContent('true');
    expect(loadAudit).toHaveBeenCalled();
  });

  it('is the 404 for anyone else, and its module is never loaded', async () => {
    loadAudit.mockClear();
    renderAt('affiliate');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('can-open')).toHaveTextContent('false');
    expect(loadAudit).not.toHaveBeenCalled();
  });
});

describe('a modal added to the modal table', () => {
  const AuditNote = ({ onClose }: ModalProps) => (
    <div role="dialog" aria-label="Audit note">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
  const loadNote = vi.fn(() => Promise.resolve(AuditNote));
  // The one entry.
  const modals: ModalTable = { ...modalTable, 'audit-note': { params: ['partnerId'], access: 'admin:master', component: loadNote } };

  function Opener() {
    const [, setSearchParams] = useSearchParams();
    return (
      // withModal() is typed against the app's own modal table, which has no 'audit-note'.
      <button type="button" onClick={() => setSearchParams({ modal: 'audit-note', partnerId: '7' })}>
        Open note
      </button>
    );
  }

  it('opens by ?modal= for a user who may open it', async () => {
    const { user } = render(
      <>
        <Opener />
        <ModalHost table={modals} />
      </>,
      { as: 'admin', route: '/dashboard/overview' },
    );
    await user.click(await screen.findByRole('button', { name: 'Open note' }));
    expect(await screen.findByRole('dialog', { name: 'Audit note' })).toBeInTheDocument();
  });

  it('is removed from the URL, unloaded, for anyone else', async () => {
    loadNote.mockClear();
    const { user } = render(
      <>
        <Opener />
        <ModalHost table={modals} />
        <LocationProbe />
      </>,
      { as: 'affiliate', route: '/dashboard/overview' },
    );
    await user.click(await screen.findByRole('button', { name: 'Open note' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/overview$/));
    expect(screen.queryByRole('dialog', { name: 'Audit note' })).toBeNull();
    expect(loadNote).not.toHaveBeenCalled();
  });
});
