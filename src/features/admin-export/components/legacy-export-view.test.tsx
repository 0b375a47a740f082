// The legacy page against the Node mock: a request is refused at its fields, a 500 keeps every
// input, a queued job shows in the list, and once the server's clock has passed its run time the
// list shows it done with its row count and a download.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { LegacyExportView } from './legacy-export-view';

afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-20T15:00:00Z');
function open() {
  // The form's "today" is the browser's; the mock's clock follows it here.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  getStore().clock.set(NOW.toISOString());
  signIn('admin');
  const view = render(<LegacyExportView />);
  const form = () => screen.getByTestId('legacy-request-form');
  const box = (name: RegExp) => within(form()).getByRole('textbox', { name });
  const submit = () => view.user.click(within(form()).getByRole('button', { name: 'Request export' }));
  return { ...view, form, box, submit };
}

describe('LegacyExportView', { timeout: 120_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('says at the fields what is missing, keeps the input on a 500, then queues and finishes a job', async () => {
    const { user, box, submit } = open();
    expect(await screen.findByText('No legacy export has been requested yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    await user.type(box(/^First day/), '10/01/2026');
    await user.type(box(/^Last day/), '10/31/2026');
    await user.type(box(/^Partner ID/), String(DEMO_IDS.affiliate));
    server.use(http.post('*/api/management/data/legacy', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await submit();
    expect(await screen.findByText('Something went wrong. Try again in a moment.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(box(/^First day/)).toHaveValue('10/01/2026');
    expect(box(/^Last day/)).toHaveValue('10/31/2026');
    expect(box(/^Partner ID/)).toHaveValue(String(DEMO_IDS.affiliate));

    await submit();
    const jobs = await screen.findByTestId('legacy-jobs', {}, { timeout: 10_000 });
    const row = within(jobs).getAllByRole('row')[1]!;
    expect(row).toHaveAttribute('data-status', 'queued');
    expect(row).toHaveTextContent('Payments');
    expect(row).toHaveTextContent('10/01/2026 – 10/31/2026');

    // The job runs for 60 s on the server's clock.
    getStore().clock.set(new Date(NOW.getTime() + 61_000).toISOString());
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(screen.getByTestId('legacy-jobs')).getAllByRole('row')[1]).toHaveAttribute('data-status', 'done'), {
      timeout: 10_000,
    });
    const rows = getStore()
      .ownedBy('payments', DEMO_IDS.affiliate)
      .filter((p) => p.CreatedAt >= '2026-10-01T03:00:00.000Z' && p.CreatedAt < '2026-11-01T03:00:00.000Z').length;
    // The file itself is fetched from the media call in the e2e spec (jsdom's Blob cannot carry it).
    expect(screen.getByRole('button', { name: `Download export #1, ${rows} ${rows === 1 ? 'row' : 'rows'}` })).toBeEnabled();
  });

  it('puts the server’s refusal at the partner field', async () => {
    const { user, box, submit, form } = open();
    await user.selectOptions(within(form()).getByRole('combobox', { name: /^Data set/ }), 'Balances');
    await user.type(box(/^First day/), '10/01/2026');
    await user.type(box(/^Last day/), '10/31/2026');
    await user.type(box(/^Partner ID/), '999999');
    await submit();
    expect(await screen.findByText('No partner with this ID', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
