// A request in progress is said before the form: the limits panel shows why instead of the request
// button, and the request modal (opened by its URL) shows the same notice instead of the form.
// Without one, the button and the form are there, and a request sent elsewhere meanwhile is
// refused (409) without the form giving way. Read from the mock's requests list.
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn } from '@/testing/render';
import { DemoLimitsPanel } from './demo-limits-panel';
import { DemoRequestModal } from './demo-request-modal';

const ME = DEMO_IDS.affiliate;

function addPending(Amount: number) {
  const now = getStore().clock.now().toISOString();
  getStore().create('demoRequests', {
    UserID: ME,
    Amount,
    Reason: 'Live stream on Friday night',
    ProductIdentifier: 'player-88231',
    Status: 'pending',
    CreatedAt: now,
    UpdatedAt: now,
    ResolvedAt: null,
    ResolutionReason: null,
    CancelledAt: null,
  });
}

describe('DemoLimitsPanel', () => {
  it('without a request in progress, offers the request button', async () => {
    signIn('affiliate');
    render(<DemoLimitsPanel />);
    expect(await screen.findByRole('link', { name: 'Request demo balance' })).toBeInTheDocument();
    expect(screen.queryByTestId('demo-block')).not.toBeInTheDocument();
  });

  it('while a request is pending, says so in place of the request button', async () => {
    signIn('affiliate');
    addPending(40);
    render(<DemoLimitsPanel />);
    const notice = await screen.findByTestId('demo-block');
    expect(notice).toHaveAttribute('data-block', 'pending');
    expect(notice).toHaveTextContent(
      /^Your request of R\$40\.00, sent on .+, is still in progress\. You can send a new one once it is reviewed/,
    );
    expect(screen.queryByRole('link', { name: 'Request demo balance' })).not.toBeInTheDocument();
  });

  it('in pt-br too', async () => {
    signIn('affiliate');
    addPending(12.5);
    render(<DemoLimitsPanel />, { locale: 'pt-br' });
    expect(await screen.findByTestId('demo-block')).toHaveTextContent(
      /^Sua solicitação de R\$\s12,50, enviada em .+, ainda está em andamento\./,
    );
    expect(screen.queryByRole('link', { name: 'Solicitar saldo demo' })).not.toBeInTheDocument();
  });
});

describe('DemoRequestModal', () => {
  it('opened by its URL while a request is pending, shows the notice instead of the form', async () => {
    signIn('affiliate');
    addPending(40);
    render(<DemoRequestModal onClose={vi.fn()} />, { route: '/dashboard/demo-balance?modal=demo-balance-request' });
    expect(await screen.findByTestId('demo-block')).toHaveTextContent(/Your request of R\$40\.00, sent on .+, is still in progress\./);
    expect(screen.queryByRole('textbox', { name: /amount/i })).not.toBeInTheDocument();
  });

  it('without one, shows the form; one sent elsewhere meanwhile is refused (409) and the input stays', async () => {
    signIn('affiliate');
    const { user } = render(<DemoRequestModal onClose={vi.fn()} />, { route: '/dashboard/demo-balance?modal=demo-balance-request' });
    const amount = await screen.findByRole('textbox', { name: /amount/i });
    expect(screen.queryByTestId('demo-block')).not.toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: /reason/i }), { target: { value: 'Live demo tonight' } });
    fireEvent.change(screen.getByRole('textbox', { name: /product identifier/i }), { target: { value: 'player-42' } });
    await user.click(screen.getByRole('checkbox'));
    addPending(40); // another tab
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('demo-refusal')).toHaveTextContent('You already have a request in progress.');
    expect(screen.getByRole('textbox', { name: /amount/i })).toHaveValue('10');
    expect(screen.queryByTestId('demo-block')).not.toBeInTheDocument();
  });
});
