// ?modal= over the signed-in layout: built and allowed modals open, others leave the URL without
// rendering; closing replaces the entry and keeps the other params; Back and Forward move
// between the page and its modal; closing gives the focus back to the opener; accept-terms opens
// by itself until the terms are accepted.
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '@/api/token-store';
import { useSession } from '@/lib/session';
import { LocationProbe, render, screen, waitFor } from '@/testing/render';
import { ModalHost } from './modal-host';
import type { ModalProps } from './registry';

// payment-manage stands in for a built modal and payment-create for one not built yet, so the
// host's rules are tested whatever the registry holds at the moment.
const { TestModal } = vi.hoisted(() => ({
  TestModal: ({ onClose }: ModalProps) => (
    <div role="dialog" aria-label="Test modal">
      <button type="button" onClick={onClose}>
        Close test modal
      </button>
    </div>
  ),
}));
vi.mock('./registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry')>();
  return {
    ...actual,
    modals: {
      ...actual.modals,
      'payment-manage': { params: ['paymentId'], component: () => Promise.resolve(TestModal) },
      'payment-create': { params: [], component: null },
    },
  };
});

function signInAs(id: number) {
  tokenStore.set(getStore().issueToken(id).token);
}

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

function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

function renderHost(route: string) {
  return render(
    <SignedIn>
      <ModalHost />
      <LocationProbe />
      <History />
    </SignedIn>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('ModalHost', () => {
  it('removes ?modal= naming a modal not built yet, and keeps the other params', async () => {
    signInAs(DEMO_IDS.admin);
    renderHost('/dashboard/overview?tab=2&modal=payment-create');
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes an unknown name', async () => {
    signInAs(DEMO_IDS.affiliate);
    renderHost('/dashboard/overview?modal=payment-send-invoice');
    await waitFor(() => expect(location()).toBe('/dashboard/overview'));
  });

  it('removes a built modal the user may not open, with its params', async () => {
    // payment-manage opens for the analyst too (its admin view); partner-ban needs admin:partners:bans.
    signInAs(DEMO_IDS.analyst);
    renderHost('/dashboard/overview?modal=partner-ban&partnerId=7&tab=2');
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a built modal, closes it with replace (other params kept), and Back/Forward move around it', async () => {
    signInAs(DEMO_IDS.affiliate);
    const { user } = renderHost('/dashboard/overview?tab=2');
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
    signInAs(DEMO_IDS.affiliate);
    const { user } = renderHost('/dashboard/overview?tab=2');
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
    signInAs(DEMO_IDS.newbie);
    renderHost('/dashboard/overview?tab=2');
    expect(await screen.findByRole('dialog', { name: 'New promotion guidelines' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/overview?tab=2&modal=accept-terms');
    expect(screen.getByRole('link', { name: 'Promotion guidelines (PDF)' })).toHaveAttribute('href', '/terms/promotion-guidelines.pdf');
    expect(screen.getByRole('link', { name: 'Terms of use (PDF)' })).toHaveAttribute('href', '/terms/terms-of-use.pdf');
  });

  it('refuses without the box ticked, accepts with it, refreshes the profile and closes', async () => {
    signInAs(DEMO_IDS.newbie);
    const { user, queryClient } = renderHost('/dashboard/overview?modal=accept-terms');
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
    signInAs(DEMO_IDS.affiliate);
    renderHost('/dashboard/overview?modal=accept-terms&tab=2');
    await waitFor(() => expect(location()).toBe('/dashboard/overview?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not opened for a user without the affiliate permission', async () => {
    const analyst = getStore().db.users.get(DEMO_IDS.analyst)!;
    analyst.TermsAccepted = false;
    signInAs(DEMO_IDS.analyst);
    renderHost('/dashboard/overview');
    await screen.findByTestId('location'); // the profile is in (on a loaded machine this takes a while)
    await new Promise((r) => setTimeout(r, 50));
    expect(location()).toBe('/dashboard/overview');
  });
});
