// Fault injection for the mock (latency, a share of 500s and network errors, a given status on
// a given path, or seeded random faults of mixed kinds). Runs first for every /api call and falls
// through when it injects nothing. Every injected answer carries `x-mock-fault` (the e2e contract
// recorder leaves those out) and is counted (control API `faultsInjected`; in the browser also
// `window.__mockFaultCount`).
import { delay, http, HttpResponse } from 'msw';
import { mulberry32 } from './db/random';

export interface FaultRule {
  method?: string;
  /** A path prefix (/api/me/payments) or a regular expression source (^/api/me/.+$). */
  path: string;
  /** The status to answer with; 0 for a network error (no answer at all). */
  status: number;
  message?: string;
  /** How many times the rule fires before it retires; unlimited when absent. */
  times?: number;
}

export type RandomFaultKind = 'latency' | 'error' | 'network';

/**
 * Seeded random faults: each /api call gets one with probability `rate`, its kind drawn evenly
 * from `kinds` (a delay of up to `maxLatencyMs`, a 500, or a network error). The same seed and
 * the same sequence of calls give the same faults.
 */
export interface RandomFaults {
  rate: number;
  seed: number;
  kinds?: RandomFaultKind[];
  maxLatencyMs?: number;
  /** Paths (prefixes or ^regex sources, as in rules) never faulted at random. */
  exclude?: string[];
}

export interface FaultSettings {
  latencyMs: number | [number, number];
  errorRate: number;
  networkErrorRate: number;
  rules: FaultRule[];
  random?: RandomFaults | null;
}

export const noFaults = (): FaultSettings => ({ latencyMs: 0, errorRate: 0, networkErrorRate: 0, rules: [], random: null });

/** The seeded random faults draw from the store's own generator (mulberry32, uniform in [0, 1)). */
export const seededRandom = mulberry32;

export const faultState = {
  settings: noFaults(),
  injected: 0,
  byKind: { latency: 0, error: 0, network: 0, rule: 0 } as Record<RandomFaultKind | 'rule', number>,
  random: Math.random,
};

/** Applies new settings; a `random.seed` restarts the generator so runs repeat. */
export function setFaults(settings: FaultSettings): void {
  faultState.settings = settings;
  faultState.random = settings.random ? seededRandom(settings.random.seed) : Math.random;
}

export function resetFaultCount(): void {
  faultState.injected = 0;
  faultState.byKind = { latency: 0, error: 0, network: 0, rule: 0 };
  publishCount();
}

function publishCount(): void {
  if (typeof window !== 'undefined') (window as unknown as { __mockFaultCount?: number }).__mockFaultCount = faultState.injected;
}

publishCount();

function count(kind: RandomFaultKind | 'rule'): void {
  faultState.injected += 1;
  faultState.byKind[kind] += 1;
  publishCount();
}

function matches(rule: Pick<FaultRule, 'method' | 'path'>, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  if (rule.path.startsWith('^')) return new RegExp(rule.path).test(path);
  return path === rule.path || path.startsWith(rule.path.endsWith('/') ? rule.path : `${rule.path}/`);
}

const FAULT_HEADER = { 'x-mock-fault': '1' };
const serverError = (message = 'Injected server error', status = 500) =>
  HttpResponse.json({ message, reason: 'internal' }, { status, headers: FAULT_HEADER });

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
    count('rule');
    if (rule.status === 0) return HttpResponse.error();
    return serverError(rule.message ?? `Injected ${rule.status}`, rule.status);
  }
  const random = settings.random;
  if (random && random.rate > 0 && !(random.exclude ?? []).some((p) => matches({ path: p }, request.method, path))) {
    if (faultState.random() < random.rate) {
      const kinds = random.kinds?.length ? random.kinds : (['latency', 'error', 'network'] as const);
      const kind: RandomFaultKind = kinds[Math.floor(faultState.random() * kinds.length)] ?? 'latency';
      count(kind);
      if (kind === 'network') return HttpResponse.error();
      if (kind === 'error') return serverError();
      await delay(Math.round(faultState.random() * (random.maxLatencyMs ?? 3000)));
      return undefined;
    }
  }
  if (settings.networkErrorRate > 0 && faultState.random() < settings.networkErrorRate) {
    count('network');
    return HttpResponse.error();
  }
  if (settings.errorRate > 0 && faultState.random() < settings.errorRate) {
    count('error');
    return serverError();
  }
  return undefined;
});
