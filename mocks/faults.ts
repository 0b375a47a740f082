// Fault injection for the mock (latency, a share of 500s and network errors, a given status on
// a given path). Runs first for every /api call and falls through when it injects nothing.
import { delay, http, HttpResponse } from 'msw';

export interface FaultRule {
  method?: string;
  /** A path prefix (/api/me/payments) or a regular expression source (^/api/me/.+$). */
  path: string;
  status: number;
  message?: string;
  /** How many times the rule fires before it retires; unlimited when absent. */
  times?: number;
}

export interface FaultSettings {
  latencyMs: number | [number, number];
  errorRate: number;
  networkErrorRate: number;
  rules: FaultRule[];
}

export const noFaults = (): FaultSettings => ({ latencyMs: 0, errorRate: 0, networkErrorRate: 0, rules: [] });

export const faultState = { settings: noFaults(), injected: 0, random: Math.random };

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  if (rule.path.startsWith('^')) return new RegExp(rule.path).test(path);
  return path === rule.path || path.startsWith(rule.path.endsWith('/') ? rule.path : `${rule.path}/`);
}

export const faultHandler = http.all('*/api/*', async ({ request }) => {
  const { settings } = faultState;
  const path = new URL(request.url).pathname;
  const latency = Array.isArray(settings.latencyMs)
    ? settings.latencyMs[0] + faultState.random() * (settings.latencyMs[1] - settings.latencyMs[0])
    : settings.latencyMs;
  if (latency > 0) await delay(latency);

  const rule = settings.rules.find((r) => (r.times ?? 1) > 0 && matches(r, request.method, path));
  if (rule) {
    if (rule.times !== undefined) rule.times -= 1;
    faultState.injected += 1;
    return HttpResponse.json({ message: rule.message ?? `Injected ${rule.status}`, reason: 'internal' }, { status: rule.status });
  }
  if (settings.networkErrorRate > 0 && faultState.random() < settings.networkErrorRate) {
    faultState.injected += 1;
    return HttpResponse.error();
  }
  if (settings.errorRate > 0 && faultState.random() < settings.errorRate) {
    faultState.injected += 1;
    return HttpResponse.json({ message: 'Injected server error', reason: 'internal' }, { status: 500 });
  }
  return undefined;
});
