// The deliveries list against the Node mock (issue 20): the seeded retrying delivery shows its
// schedule and, once the clock passes it, its retry delivered; a failed delivery is chosen and
// replayed; the status filter goes to the URL and the server; the attempts open on request; pt-br.
import { describe, expect, it } from 'vitest';
import { getStore } from '@mocks/runtime';
import { LocationProbe, render, screen, waitFor, within } from '@/testing/render';
import { PostbackDeliveries } from './postback-deliveries';

const row = (id: number) => screen.getAllByTestId('postback-delivery').find((r) => r.dataset.deliveryId === String(id))!;

describe('PostbackDeliveries', () => {
  it('shows the retry schedule, then the retry delivered once it is due; replays a failed delivery', async () => {
    const view = render(<PostbackDeliveries canReplay />, { as: 'affiliate' });
    await screen.findByTestId('postback-deliveries');
    expect(within(row(1)).getByText('Retrying')).toBeInTheDocument();
    expect(within(row(1)).getByTestId('delivery-next-attempt')).toHaveTextContent(/Next attempt .* · 4 attempts left/);
    expect(within(row(1)).getByText('2 of 6')).toBeInTheDocument();
    expect(within(row(1)).getByRole('checkbox')).toBeDisabled(); // still retrying: not replayable

    getStore().clock.advance(2 * 60_000);
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(row(1)).getByText('Delivered')).toBeInTheDocument());
    expect(within(row(1)).getByText('3 of 6')).toBeInTheDocument();

    await view.user.click(within(row(2)).getByRole('checkbox', { name: 'Select delivery 2' }));
    await view.user.click(screen.getByRole('button', { name: 'Replay 1 delivery' }));
    expect(await screen.findByText('1 delivery replayed.')).toBeInTheDocument();
    expect(await screen.findByText('Replay of #2')).toBeInTheDocument();
  }, 60_000);

  it('filters by status in the URL and on the server, and opens the attempts of a delivery', async () => {
    const view = render(
      <>
        <PostbackDeliveries canReplay={false} />
        <LocationProbe />
      </>,
      { as: 'affiliate', route: '/dashboard/profile/postback' },
    );
    await screen.findByTestId('postback-deliveries');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=failed'));
    await waitFor(() => expect(within(screen.getByTestId('postback-deliveries')).queryByText('Retrying')).toBeNull());
    const rows = screen.getAllByTestId('postback-delivery');
    expect(rows.every((r) => within(r).queryByText('Failed'))).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();

    await view.user.click(within(row(2)).getByRole('button', { name: 'Attempts' }));
    const attempts = await screen.findByRole('list', { name: 'Attempts of delivery 2' });
    expect(within(attempts).getAllByTestId('delivery-attempt')).toHaveLength(6);
    expect(within(attempts).getAllByText(/^503 · /)).toHaveLength(6);
    expect(within(attempts).getAllByText('event=qftd&clickid=k3j9x1m2p0&payout=50.00')[0]).toBeInTheDocument();
  }, 60_000);

  it('in pt-br', async () => {
    render(<PostbackDeliveries canReplay />, { as: 'affiliate', locale: 'pt-br' });
    await screen.findByTestId('postback-deliveries');
    expect(screen.getByRole('heading', { name: 'Entregas' })).toBeInTheDocument();
    expect(within(row(1)).getByText('Tentando de novo')).toBeInTheDocument();
    expect(within(row(1)).getByTestId('delivery-next-attempt')).toHaveTextContent(/Próxima tentativa .* · 4 tentativas restantes/);
  }, 60_000);
});
