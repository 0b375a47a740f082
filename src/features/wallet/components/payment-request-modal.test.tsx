// The payout modal against the Node mock's real rules (clock on a window day). 2011 (no business
// for a business category) cannot be reached from the seeded demo accounts — the affiliate has an
// approved business, the newbie fails earlier checks — so the test makes the affiliate's default
// category business and removes her business in the store: the refusal goes to the bank-account
// step. A cpf key is validated as a CPF, and without a taxpayer id it sends the error to the wallet.
// Issue 19.2: going on from the form looks the key up and shows its holder (masked) to confirm;
// the payout call is made only from that confirmation; a key that is not the payee's own CPF is
// refused at the field with everything typed kept; Back keeps the input and a changed key is
// looked up again; a look-up that got no answer is said at the field and can be tried again.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { noFaults, setFaults } from '@mocks/faults';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import type { UserEvent } from '@testing-library/user-event';
import { LocationProbe, render, screen, signIn, waitFor, within } from '@/testing/render';
import { PaymentRequestModal } from './payment-request-modal';

function renderModal() {
  return render(
    <>
      <PaymentRequestModal onClose={() => {}} />
      <LocationProbe />
    </>,
    {
      route: '/dashboard/wallet?modal=payment-request',
      path: '/dashboard/wallet',
      routes: [{ path: '/dashboard/profile/documents', element: <LocationProbe /> }],
    },
  );
}

describe('PaymentRequestModal', () => {
  it('2011: a business payout without a business goes to the bank-account documents step', async () => {
    const store = getStore();
    store.clock.set('2026-11-05T15:00:00Z');
    store.update('users', DEMO_IDS.affiliate, { PaymentType: 'business' });
    for (const b of store.ownedBy('businesses', DEMO_IDS.affiliate)) store.remove('businesses', b.ID);
    signIn('affiliate');
    const { user } = renderModal();
    expect(await screen.findByLabelText(/^Category/, { selector: 'input' })).toHaveValue('Company');
    // Her saved CPF key cannot pay a company (issue 19.2); an e-mail key is looked up, then the payout call meets 2011.
    await chooseKeyType(user, 'E-mail');
    await user.type(keyField(), 'mariana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and request' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/profile/documents?step=bank-account'));
  });

  it('a cpf key is checked as a CPF; without a taxpayer id the error goes to the wallet', async () => {
    getStore().clock.set('2026-11-05T15:00:00Z');
    signIn('newbie');
    const { user } = renderModal();
    expect(await screen.findByLabelText(/^PIX key type/, { selector: 'input' })).toHaveValue('CPF');
    const key = screen.getByLabelText(/^PIX key\s*\*?$/, { selector: 'input' });
    await user.type(key, '529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid CPF.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/wallet?modal=payment-request');
    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/wallet?walletError=cpf-without-taxpayer-id'));
  });
});

/** Counts the calls to the lookup and the payout endpoints while a test runs. */
function watchCalls() {
  const calls = { lookup: 0, payout: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    if (path === '/api/me/pix/recipient') calls.lookup++;
    if (path === '/api/me/payments') calls.payout++;
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const keyField = () => screen.getByLabelText(/^PIX key\s*\*?$/, { selector: 'input' });

async function chooseKeyType(user: UserEvent, label: string): Promise<void> {
  const input = screen.getByLabelText(/^PIX key type/, { selector: 'input' });
  await user.click(input);
  await waitFor(() => expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).not.toBeNull());
  const options = document.getElementById(input.getAttribute('aria-controls')!)!;
  await user.click(within(options).getByRole('option', { name: label, hidden: true }));
}

describe('PaymentRequestModal: the PIX recipient is confirmed before the payout (issue 19.2)', () => {
  it('shows the masked name and tax id the API answers, and requests the payout only once confirmed', async () => {
    const store = getStore();
    store.clock.set('2026-11-05T15:00:00Z');
    const cpf = store.db.users.get(DEMO_IDS.affiliate)!.TaxPayerId!;
    const paymentsBefore = store.ownedBy('payments', DEMO_IDS.affiliate).length;
    signIn('affiliate');
    const watch = watchCalls();
    try {
      const { user } = renderModal();
      // Her saved key: her own CPF, at Nubank (seed).
      await waitFor(() => expect(keyField()).toHaveValue(cpf));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const heading = await screen.findByRole('heading', { name: 'Confirm the recipient' });
      expect(heading).toHaveFocus();
      expect(screen.getByTestId('payout-recipient-name')).toHaveTextContent(/^Ma\*\*\* A\*\*\*$/);
      expect(screen.getByTestId('payout-recipient-tax-id')).toHaveTextContent(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
      expect(screen.getByTestId('payout-recipient-bank')).toHaveTextContent('Nubank');
      expect(screen.getByTestId('payout-recipient-key')).toHaveTextContent(
        `CPF · ${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      );
      expect(screen.getByTestId('payout-recipient-amount')).toHaveTextContent(/^R\$/);
      expect(screen.queryByTestId('payout-recipient-not-own')).toBeNull();
      // Looked up once, nothing requested yet.
      expect(watch.calls).toEqual({ lookup: 1, payout: 0 });
      expect(store.ownedBy('payments', DEMO_IDS.affiliate)).toHaveLength(paymentsBefore);

      await user.click(screen.getByRole('button', { name: 'Confirm and request' }));
      await waitFor(() => expect(store.ownedBy('payments', DEMO_IDS.affiliate)).toHaveLength(paymentsBefore + 1));
      expect(watch.calls).toEqual({ lookup: 1, payout: 1 });
      const sent = store.ownedBy('payments', DEMO_IDS.affiliate).find((p) => p.Status === 'Pending' && p.PixKey === cpf);
      expect(sent).toMatchObject({ PixKeyType: 'cpf', Category: 'person' });
    } finally {
      watch.stop();
    }
  });

  it("a CPF key that is not the partner's own is refused at the field, with what was typed kept and nothing requested", async () => {
    getStore().clock.set('2026-11-05T15:00:00Z');
    signIn('affiliate');
    const watch = watchCalls();
    try {
      const { user } = renderModal();
      await waitFor(() => expect(keyField()).not.toHaveValue(''));
      await user.clear(keyField());
      await user.type(keyField(), '529.982.247-25');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('This CPF is not yours. A payout to a CPF key can only go to your own CPF.')).toBeInTheDocument();
      expect(keyField()).toHaveValue('529.982.247-25');
      expect(keyField()).toHaveAttribute('aria-invalid', 'true');
      expect(keyField()).toHaveFocus();
      expect(screen.getByLabelText(/^Category/, { selector: 'input' })).toHaveValue('Person');
      expect(screen.queryByRole('heading', { name: 'Confirm the recipient' })).toBeNull();
      expect(screen.queryByTestId('payout-lookup-retry')).toBeNull();
      expect(watch.calls).toEqual({ lookup: 1, payout: 0 });
    } finally {
      watch.stop();
    }
  });

  it('Back returns to the key with the input kept; a changed key is looked up again and that one is paid', async () => {
    const store = getStore();
    store.clock.set('2026-11-05T15:00:00Z');
    const cpf = store.db.users.get(DEMO_IDS.affiliate)!.TaxPayerId!;
    signIn('affiliate');
    const watch = watchCalls();
    try {
      const { user } = renderModal();
      await waitFor(() => expect(keyField()).toHaveValue(cpf));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByTestId('payout-recipient-name')).toHaveTextContent('Ma*** A***');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(keyField()).toHaveFocus());
      expect(keyField()).toHaveValue(cpf);

      await chooseKeyType(user, 'E-mail');
      await user.type(keyField(), 'ana.souza@example.com');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getByTestId('payout-recipient-key')).toHaveTextContent('E-mail · ana.souza@example.com'));
      // Nobody in the portal holds that e-mail: a stranger at another bank, said plainly.
      expect(screen.getByTestId('payout-recipient-name')).not.toHaveTextContent('Ma*** A***');
      expect(screen.getByTestId('payout-recipient-not-own')).toBeInTheDocument();
      expect(watch.calls).toEqual({ lookup: 2, payout: 0 });

      await user.click(screen.getByRole('button', { name: 'Confirm and request' }));
      await waitFor(() => expect(watch.calls.payout).toBe(1));
      await waitFor(() =>
        expect(store.ownedBy('payments', DEMO_IDS.affiliate).find((p) => p.PixKey === 'ana.souza@example.com')).toMatchObject({
          PixKeyType: 'email',
          Status: 'Pending',
        }),
      );
    } finally {
      watch.stop();
    }
  });

  it('a key changed while its look-up was on the way is looked up again on confirm, not paid', async () => {
    const store = getStore();
    store.clock.set('2026-11-05T15:00:00Z');
    signIn('affiliate');
    const watch = watchCalls();
    try {
      const { user } = renderModal();
      await waitFor(() => expect(keyField()).not.toHaveValue(''));
      await chooseKeyType(user, 'E-mail');
      await user.type(keyField(), 'ana.souza@example.com');
      // The look-up is held until the key has been changed (no timing: the answer waits for the
      // test), then answered by the stateful mock (a resolver that returns nothing falls through).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(http.post(/\/api\/me\/pix\/recipient$/, () => held, { once: true }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.clear(keyField());
      await user.type(keyField(), 'bruno.lima@example.com');
      release();
      expect(await screen.findByTestId('payout-recipient-key')).toHaveTextContent('E-mail · ana.souza@example.com');
      await user.click(screen.getByRole('button', { name: 'Confirm and request' }));
      expect(await screen.findByTestId('payout-recipient-changed')).toBeInTheDocument();
      expect(screen.getByTestId('payout-recipient-key')).toHaveTextContent('E-mail · bruno.lima@example.com');
      expect(watch.calls).toEqual({ lookup: 2, payout: 0 });
      await user.click(screen.getByRole('button', { name: 'Confirm and request' }));
      await waitFor(() => expect(watch.calls.payout).toBe(1));
      await waitFor(() =>
        expect(store.ownedBy('payments', DEMO_IDS.affiliate).find((p) => p.Status === 'Pending')).toMatchObject({
          PixKey: 'bruno.lima@example.com',
        }),
      );
    } finally {
      setFaults(noFaults());
      watch.stop();
    }
  });

  it('a look-up that gets no answer is said at the field and can be tried again', async () => {
    getStore().clock.set('2026-11-05T15:00:00Z');
    signIn('affiliate');
    setFaults({ ...noFaults(), rules: [{ method: 'POST', path: '/api/me/pix/recipient', status: 0, times: 1 }] });
    try {
      const { user } = renderModal();
      await waitFor(() => expect(keyField()).not.toHaveValue(''));
      const typed = (keyField() as HTMLInputElement).value;
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByText('We could not reach the server to look up the recipient. Check your connection and try again.'),
      ).toBeInTheDocument();
      expect(keyField()).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: 'Try the look-up again' }));
      expect(await screen.findByRole('heading', { name: 'Confirm the recipient' })).toBeInTheDocument();
    } finally {
      setFaults(noFaults());
    }
  });
});
