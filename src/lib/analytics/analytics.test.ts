import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, setAnalyticsSink } from './analytics';

afterEach(() => setAnalyticsSink(null));

describe('analytics', () => {
  it('does nothing without a key (the default in tests and the mock)', () => {
    expect(import.meta.env.VITE_ANALYTICS_KEY).toBeFalsy();
    expect(analytics.enabled).toBe(false);
    expect(() => analytics.track('page_view', { path: '/x' })).not.toThrow();
  });

  it('sends events to the configured sink, commission only as a range', () => {
    const send = vi.fn();
    setAnalyticsSink({ send });
    analytics.track('sign_in', { method: 'password' });
    analytics.trackCommission(25_000.75);
    expect(send.mock.calls).toEqual([
      ['sign_in', { method: 'password' }],
      ['partner_commission', { commission_range: '10001-25000' }],
    ]);
  });
});
