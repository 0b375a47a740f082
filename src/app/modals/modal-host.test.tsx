// ?modal= over the signed-in layout: built and allowed modals open, others leave the URL without
// rendering; closing replaces the entry and keeps the other params; Back and Forward move
// between the page and its modal; closing gives the focus back to the opener; accept-terms opens
// by itself until the terms are accepted.
import { describe, expect, it } from 'vitest';
import { useNavigate } from 'react-router';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { LocationProbe, render, screen, waitFor, type TestAccount } from '@/testing/render';
import { ModalHost, type ModalTable } from './modal-host';
import { modalTable, type ModalProps } from './modal-table';

// payment-manage stands in for a built modal and payment-create for one not built yet, so the
// host's rules are tested whatever the modal table holds at the moment.
const TestModal = ({ onClose }: ModalProps) => (
  <div role="dialog" aria-label="Test modal">
    <button type="button" onClick={onClose}>
      Close test modal
    </button>
  </div>
);
const table: ModalTable = {
  ...modalTable,
  'payment-manage': { ...modalTable['payment-manage'], component: () => Promise.resolve(TestModal) },
  'payment-create': { ...modalTable['payment-create'], component: null },
};

function History() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/dashboard/overview?tab=2&modal=payment-manage&paymentId=7')}>
        open
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        forward
      </button>
    </>
  );
}

function renderHost(as: TestAccount, route: string) {
  return render(
    <>
      <ModalHost table={table} />
      <LocationProbe />
      <History />
    </>,
    { as, route },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('ModalHost', () => {
  it('removes ?modal= naming a modal not built yet, and keeps the other params', async () => {
    renderHost('admin', '/dashboard/overview?tab=2&modal=payment-create');
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes an unknown name', async () => {
    renderHost('affiliate', '/dashboard/overview?modal=payment-send-invoice');
    await waitFor(() => expect(location()).toBe('/dashboard/overview'));
  });

  it('removes a built modal the user may not open, with its params', async () => {
    // payment-manage opens for the analyst too (its admin view); partner-ban needs admin:partners:bans.
    renderHost('analyst', '/dashboard/overview?modal=partner-ban&partnerId=7&tab=2');
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a built modal, closes it with replace (other params kept), and Back/Forward move around it', async () => {
    const { user } = renderHost('affiliate', '/dashboard/overview?tab=2');
    await user.click(await screen.findByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'Test modal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/dashboard/overview?tab=2');

    await user.click(screen.getByRole('button', { name: 'forward' }));
    expect(await screen.findByRole('dialog', { name: 'Test modal' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/overview?tab=2&modal=payment-manage&paymentId=7');

    await user.click(screen.getByRole('button', { name: 'Close test modal' }));
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The close replaced the modal's entry instead of pushing one: nothing lies ahead of it.
    await user.click(screen.getByRole('button', { name: 'forward' }));
    expect(location()).toBe('/dashboard/overview?tab=2');
  });

  it('gives the focus back to the control that opened the modal when it closes', async () => {
    const { user } = renderHost('affiliate', '/dashboard/overview?tab=2');
    const opener = await screen.findByRole('button', { name: 'open' });
    await user.click(opener);
    expect(opener).toHaveFocus();
    const close = await screen.findByRole('button', { name: 'Close test modal' });
    await user.click(close); // the focus is in the modal when it goes
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('accept-terms', () => {
  it('opens by itself for a user who has not accepted the terms', async () => {
    renderHost('newbie', '/dashboard/overview?tab=2');
    expect(await screen.findByRole('dialog', { name: 'New promotion guidelines' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/overview?tab=2&modal=accept-terms');
    expect(screen.getByRole('link', { name: 'Promotion guidelines (PDF)' })).toHaveAttribute('href', '/terms/promotion-guidelines.pdf');
    expect(screen.getByRole('link', { name: 'Terms of use (PDF)' })).toHaveAttribute('href', '/terms/terms-of-use.pdf');
  });

  it('refuses without the box ticked, accepts with it, refreshes the profile and closes', async () => {
    const { user, queryClient } = renderHost('newbie', '/dashboard/overview?modal=accept-terms');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Tick the box to accept the terms.')).toBeInTheDocument();
    expect(getStore().db.users.get(DEMO_IDS.newbie)!.TermsAccepted).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(location()).toBe('/dashboard/overview'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getStore().db.users.get(DEMO_IDS.newbie)!.TermsAccepted).toBe(true);
    const profile = queryClient.getQueryData<{ TermsAccepted: boolean }>(['/api/me/profile']);
    expect(profile?.TermsAccepted).toBe(true);
  });

  it('closes by itself when the terms are already accepted', async () => {
    renderHost('affiliate', '/dashboard/overview?modal=accept-terms&tab=2');
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not opened for a user without the affiliate permission', async () => {
    const analyst = getStore().db.users.get(DEMO_IDS.analyst)!;
    analyst.TermsAccepted = false;
    renderHost('analyst', '/dashboard/overview');
    await screen.findByTestId('location'); // the profile is in (on a loaded machine this takes a while)
    await new Promise((r) => setTimeout(r, 50));
    expect(location()).toBe('/dashboard/overview');
  });
});
