// The statistics page's comparison against the Node mock, on 2026-11-20: "Last month" (October)
// is compared with September 1–30 (the figures are September's, and the dashed series stops
// after September's 30 days), and "Since start" has nothing before it, so no change and no
// "vs" text, only the reason. The chart is replaced by its option (no canvas here).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '@/api/token-store';
import { setDateLocale } from '@/i18n/date-locale';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { StatisticsView } from './statistics-view';

vi.mock('@/components/chart/echart', () => ({
  EChart: ({ label, option }: { label: string; option: { series: { data: (number | null)[] }[] } }) => (
    <div role="img" aria-label={label} data-series={JSON.stringify(option.series.map((s) => s.data))} />
  ),
}));

const NOW = new Date('2026-11-20T15:00:00Z');

function open(route: string, locale: 'en-us' | 'pt-br' = 'en-us') {
  // The page's "today" is the browser's; the mock's clock follows it here.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  getStore().clock.set(NOW.toISOString());
  signIn('affiliate');
  return render(<StatisticsView />, { route, locale });
}

const keySum = async (since: string, until: string) => {
  const res = await fetch(`http://localhost/api/me/data/reports/key-sum?since=${since}&until=${until}`, {
    headers: { authorization: `Bearer ${tokenStore.get()}` },
  });
  return (await res.json()) as Record<'Commission' | 'FTD' | 'QFTD' | 'Registrations', number>;
};

describe('StatisticsView comparison', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    setDateLocale('en-us');
  });

  it('compares last month with the whole calendar month before it, and since start with nothing', async () => {
    const { user } = open('/?since=2026-10-01&until=2026-10-31&compare=1&kpi=Registrations');
    const quick = screen.getByRole('group', { name: 'Quick periods' });
    expect(within(quick).getByRole('radio', { name: 'Last month' })).toBeChecked();
    expect(await screen.findByTestId('compare-period')).toHaveTextContent('Previous period: 09/01/2026 – 09/30/2026');

    // The figures compared are September's.
    const september = await keySum('2026-09-01', '2026-09-30');
    const card = screen.getByTestId('kpi-total-Registrations').closest('button')!;
    await waitFor(() => expect(card).toHaveTextContent(`Previous: ${new Intl.NumberFormat('en-US').format(september.Registrations)}`), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('kpi-change-Registrations')).toHaveTextContent(/vs previous period/);

    // October's 31 days against September's 30: the dashed series has no 31st point.
    const chart = await screen.findByRole(
      'img',
      { name: /^Registrations per day from 10\/01\/2026 to 10\/31\/2026$/ },
      { timeout: 10_000 },
    );
    await waitFor(
      () => {
        const [current, previous] = JSON.parse(chart.getAttribute('data-series')!) as (number | null)[][];
        expect(current).toHaveLength(31);
        expect(previous).toHaveLength(31);
        expect(previous!.slice(0, 30)).not.toContain(null);
        expect(previous![30]).toBeNull();
      },
      { timeout: 10_000 },
    );

    await user.click(within(quick).getByText('Since start'));
    expect(await screen.findByTestId('compare-unavailable')).toHaveTextContent(
      'No comparison for this period: statistics start on 05/01/2024, so there is no full period before it.',
    );
    await screen.findByRole('img', { name: /from 05\/01\/2024 to 11\/20\/2026$/ }, { timeout: 10_000 });
    expect(screen.getByRole('switch', { name: 'Compare with the previous period' })).toBeChecked();
    expect(screen.queryByTestId('compare-period')).not.toBeInTheDocument();
    expect(screen.queryByTestId(/^kpi-change-/)).not.toBeInTheDocument();
    expect(screen.queryByText(/vs previous period|^Previous: /)).not.toBeInTheDocument();
    const [, previousSeries] = JSON.parse(screen.getByRole('img', { name: /from 05\/01\/2024/ }).getAttribute('data-series')!) as unknown[];
    expect(previousSeries).toBeUndefined();
  });

  it('says in pt-br why there is no comparison', async () => {
    setDateLocale('pt-br'); // the app's intl provider does this on a language change
    open('/?since=2024-05-01&until=2026-11-20&compare=1', 'pt-br');
    expect(await screen.findByTestId('compare-unavailable')).toHaveTextContent(
      'Sem comparação para este período: as estatísticas começam em 01/05/2024, então não há um período anterior completo.',
    );
    expect(screen.queryByText(/em relação ao período anterior/)).not.toBeInTheDocument();
  });
});
