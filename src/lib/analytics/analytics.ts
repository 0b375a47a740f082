// Product analytics behind one small interface (spec §1). Without VITE_ANALYTICS_KEY every call
// is a no-op, so development, tests and the mock never send anything. With a key, events go to
// the collector with navigator.sendBeacon (no vendor script, nothing inline: CSP needs only
// `connect-src` for the collector). A vendor SDK can replace the sink with `setAnalyticsSink`.
import { commissionRange, type CommissionRange } from './commission-range';

export interface AnalyticsEvents {
  page_view: { path: string };
  sign_in: { method: 'password' | 'impersonation' };
  payout_requested: { currency: string; commission_range: CommissionRange };
  partner_commission: { commission_range: CommissionRange };
}
export type AnalyticsEvent = keyof AnalyticsEvents;

export interface AnalyticsSink {
  send(event: string, props: Record<string, unknown>): void;
}

const DEFAULT_COLLECT_URL = 'https://analytics.brand.bet.br/collect';

export function beaconSink(key: string, url: string): AnalyticsSink {
  return {
    send(event, props) {
      const body = JSON.stringify({ key, event, props, at: new Date().toISOString() });
      try {
        navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
      } catch {
        // Analytics must never break the app.
      }
    },
  };
}

function defaultSink(): AnalyticsSink | null {
  const key = import.meta.env.VITE_ANALYTICS_KEY;
  if (!key || typeof navigator === 'undefined') return null;
  return beaconSink(key, import.meta.env.VITE_ANALYTICS_URL || DEFAULT_COLLECT_URL);
}

let sink: AnalyticsSink | null = defaultSink();

/** Replaces where events go (a vendor SDK, or a spy in tests); null turns analytics off. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export const analytics = {
  get enabled(): boolean {
    return sink !== null;
  },
  track<E extends AnalyticsEvent>(event: E, props: AnalyticsEvents[E]): void {
    sink?.send(event, { ...props });
  },
  /** The partner's commission, reported only as its range. */
  trackCommission(value: number): void {
    sink?.send('partner_commission', { commission_range: commissionRange(value) });
  },
};
