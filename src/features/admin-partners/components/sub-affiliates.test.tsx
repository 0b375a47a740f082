// The partner page's sub-affiliates against the Node mock: rows with figures; move under a partner
// chosen with the picker (the route hands in the real search; a stand-in here), refused in place
// for the sub-affiliate itself; remove after confirming; export saves the server's CSV.
// The analyst (read only) sees the list with no move/remove.
import { describe, expect, it, vi } from 'vitest';
import { toPartner } from '@mocks/handlers/admin-mappers';
import { getStore } from '@mocks/runtime';
import { useSession } from '@/lib/session';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import type { PartnerPicker } from './sub-affiliate-move';
import { SubAffiliates } from './sub-affiliates';

function SessionReady() {
  return useSession().user ? <output>session ready</output> : null;
}

function setup(account: 'admin' | 'analyst') {
  const store = getStore();
  const parent = [...store.db.users.values()].find((u) => store.ownedBy('users', u.ID).length >= 3)!;
  const subs = [...store.ownedBy('users', parent.ID)].sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt));
  const other = [...store.db.users.values()].find(
    (u) => u.ID >= 7 && u.ID !== parent.ID && u.ParentID !== parent.ID && !subs.some((s) => s.ID === u.ID),
  )!;
  let pickTarget = { ID: other.ID, Username: other.Username };
  const picker: PartnerPicker = (onPick) => (
    <button type="button" onClick={() => onPick(pickTarget)}>
      stand-in pick
    </button>
  );
  signIn(account);
  const view = render(
    <>
      <SessionReady />
      <SubAffiliates partner={toPartner(parent, store)} picker={picker} />
    </>,
  );
  return { ...view, store, parent, subs, other, setPick: (p: { ID: number; Username: string }) => (pickTarget = p) };
}

describe('SubAffiliates', { timeout: 60_000 }, () => {
  it('moves, refuses a self-move, removes, and exports', async () => {
    const { user, store, parent, subs, other, setPick } = setup('admin');
    const first = subs[0]!;
    const second = subs[1]!;
    const table = await screen.findByTestId('subs-table', {}, { timeout: 10_000 });
    expect(within(table).getAllByTestId('sub-row')).toHaveLength(subs.length);

    // move: the sub-affiliate itself is refused before any call
    await user.click(within(table).getByRole('button', { name: `Move ${first.Username} to another partner` }));
    let dialog = await screen.findByRole('dialog', { name: `Move ${first.Username}` });
    setPick({ ID: first.ID, Username: first.Username });
    await user.click(within(dialog).getByRole('button', { name: 'stand-in pick' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A partner cannot be placed under itself.');
    setPick({ ID: other.ID, Username: other.Username });
    await user.click(within(dialog).getByRole('button', { name: 'stand-in pick' }));
    await user.click(within(dialog).getByRole('button', { name: `Move under ${other.Username}` }));
    expect(await screen.findByText(`${first.Username} now belongs to ${other.Username}.`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(store.db.users.get(first.ID)?.ParentID).toBe(other.ID);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Move ${first.Username} to another partner` })).toBeNull());

    // remove, confirmed
    await user.click(screen.getByRole('button', { name: `Remove ${second.Username} from this partner` }));
    dialog = await screen.findByRole('dialog', { name: `Remove ${second.Username}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove sub-affiliate' }));
    expect(
      await screen.findByText(`${second.Username} is no longer a sub-affiliate of ${parent.Username}.`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(store.db.users.get(second.ID)?.ParentID).toBeNull();

    // export: the server's CSV is saved as a file
    const created = vi.fn((_blob: Blob) => 'blob:subs');
    const origCreate = URL.createObjectURL;
    const origRevoke = URL.revokeObjectURL;
    URL.createObjectURL = created as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      {
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(await screen.findByText(/Exported \d+ sub-affiliates?\./, {}, { timeout: 10_000 })).toBeInTheDocument();
        const text = await created.mock.calls[0]![0].text();
        expect(text).toContain('ID,Username,FirstName,LastName,Status,CreatedAt,Registrations,FTD,QFTD,Commission');
        expect(text).not.toContain(`,${second.Username},`);
        expect(click).toHaveBeenCalled();
      }
    } finally {
      URL.createObjectURL = origCreate;
      URL.revokeObjectURL = origRevoke;
      click.mockRestore();
    }
  });

  it('is read-only for the analyst', async () => {
    const { subs } = setup('analyst');
    // The analyst lacks admin:partners:affiliated:read: once the session is in, no section.
    await screen.findByText('session ready', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('subs-table')).toBeNull();
    expect(screen.queryByRole('button', { name: `Move ${subs[0]!.Username} to another partner` })).toBeNull();
  });
});
