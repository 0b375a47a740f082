// The admin statistics page against the Node mock: the totals match the API, the series has one
// point per sub-period with the report's numbers, the top partners come in descending order with
// links to their pages, payment figures are hidden without the payments permission, and a failed
// call shows an error whose retry recovers. The chart is replaced by its option (no canvas here).
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '@/api/token-store';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { AdminStatisticsView } from './admin-statistics-view';

vi.mock('@/components/chart/echart', () => ({
  EChart: ({ label, option }: { label: string; option: { series: { data: number[] }[] } }) => (
    <div role="img" aria-label={label} data-series={JSON.stringify(option.series.map((s) => s.data))} />
  ),
}));

const RANGE = { since: '2026-10-01', until: '2026-10-31' };

function open(account: number = DEMO_IDS.admin, route = `/?since=${RANGE.since}&until=${RANGE.until}`) {
  getStore().clock.set(new Date('2026-11-20T15:00:00Z'));
  signIn(account);
  return render(<AdminStatisticsView />, { route });
}

const api = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${tokenStore.get()}` } });
  return (await res.json()) as T;
};

describe('AdminStatisticsView', { timeout: 60_000 }, () => {
  it('shows the programme totals, the payments series and the top partners with links', async () => {
    open();
    const partners = await api<{ total: number }>('/api/management/partners?pageSize=1');
    const report = await api<{ count: number }>(`/api/management/payments/report?since=${RANGE.since}&until=${RANGE.until}`);
    const kpi = await screen.findByTestId('admin-kpi-partners', {}, { timeout: 10_000 });
    // The figure replaces its '…' when the list call answers.
    await waitFor(() => expect(kpi).toHaveTextContent(new Intl.NumberFormat('en-US').format(partners.total)), { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.getByTestId('admin-kpi-payments-count')).toHaveTextContent(new Intl.NumberFormat('en-US').format(report.count)),
    );

    // October in weeks from the 1st: 5 points whose counts add up to the month's report.
    const chart = await screen.findByRole(
      'img',
      { name: /^Chart: payments created per week from 10\/01\/2026 to 10\/31\/2026$/ },
      { timeout: 15_000 },
    );
    const [amounts, counts] = JSON.parse(chart.getAttribute('data-series')!) as number[][];
    expect(amounts).toHaveLength(5);
    expect(counts!.reduce((a, b) => a + b, 0)).toBe(report.count);

    const table = await screen.findByTestId('top-partners-table', {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const amountsShown = rows.map((r) => Number(r.querySelector('[data-amount]')!.getAttribute('data-amount')));
    expect(amountsShown).toEqual([...amountsShown].sort((a, b) => b - a));
    const link = within(rows[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', `/dashboard/admin/partners/${rows[0]!.getAttribute('data-partner-id')}`);
    expect(screen.getByRole('img', { name: 'Chart: the 10 partners with the highest Pending commission' })).toBeInTheDocument();
  });

  it('hides the payment figures from a viewer who may not read payments', async () => {
    const analyst = getStore().db.users.get(DEMO_IDS.analyst)!;
    analyst.Permissions = ['admin_affiliates_read'];
    open(DEMO_IDS.analyst);
    expect(await screen.findByTestId('top-partners-table', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('admin-kpi-partners')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-kpi-payments-count')).not.toBeInTheDocument();
    expect(screen.queryByText('Payments over time')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the partner list fails, and recovers', async () => {
    server.use(http.get('*/api/management/partners', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: false }));
    const { user } = open();
    // One error for the totals (both partner counts failed) and one for the top partners.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2), { timeout: 10_000 });
    server.resetHandlers();
    for (const b of screen.getAllByRole('button', { name: 'Try again' })) await user.click(b);
    expect(await screen.findByTestId('top-partners-table', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
