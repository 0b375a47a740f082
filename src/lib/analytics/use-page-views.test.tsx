import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { render, signIn, waitFor } from '@/testing/render';
import { setAnalyticsSink } from './analytics';
import { usePageViews } from './use-page-views';

function Probe() {
  usePageViews();
  return null;
}

afterEach(() => setAnalyticsSink(null));

describe('usePageViews', () => {
  it('tracks the page and, for a partner, the commission range once', async () => {
    const send = vi.fn();
    setAnalyticsSink({ send });
    const store = getStore();
    store.db.users.get(DEMO_IDS.affiliate)!.PendingCommission = 1234.5;
    signIn('affiliate');
    render(<Probe />, { route: '/dashboard/overview?am=secret' });
    await waitFor(() => expect(send).toHaveBeenCalledWith('partner_commission', { commission_range: '1001-5000' }));
    expect(send).toHaveBeenCalledWith('page_view', { path: '/dashboard/overview' });
    expect(send.mock.calls.filter(([e]) => e === 'partner_commission')).toHaveLength(1);
  });

  it('sends nothing without a configured key', async () => {
    const beacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    render(<Probe />, { route: '/dashboard/overview' });
    await new Promise((r) => setTimeout(r, 50));
    expect(beacon).not.toHaveBeenCalled();
  });
});
