// The fault injection's seeded random mode: the same seed gives the same faults, the rate and
// kinds hold, injected answers carry x-mock-fault and are counted, excluded paths are left alone.
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { faultHandler, faultState, noFaults, resetFaultCount, seededRandom, setFaults } from './faults';

afterEach(() => {
  setFaults(noFaults());
  resetFaultCount();
});

/** What the fault handler does with one call: 'pass' (falls through), 'network', or the status. */
async function outcome(path: string, method = 'GET'): Promise<'pass' | 'network' | number> {
  const response = await getResponse([faultHandler], new Request(`http://127.0.0.1${path}`, { method }));
  if (!response) return 'pass';
  if (response.type === 'error') return 'network';
  expect(response.headers.get('x-mock-fault')).toBe('1');
  return response.status;
}

async function run(seed: number, calls: number, kinds?: ('latency' | 'error' | 'network')[]) {
  setFaults({ ...noFaults(), random: { rate: 0.2, seed, kinds, maxLatencyMs: 5 } });
  const out: ('pass' | 'network' | number)[] = [];
  for (let i = 0; i < calls; i++) out.push(await outcome(`/api/me/item/${i}`));
  return out;
}

describe('mock faults: seeded random mode', () => {
  it('repeats with the same seed and differs with another', async () => {
    const a = await run(7, 60);
    const b = await run(7, 60);
    const c = await run(8, 60);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('faults about the given share of calls, of the given kinds, and counts them', async () => {
    const out = await run(42, 400, ['error', 'network']);
    const faults = out.filter((o) => o !== 'pass');
    expect(faults.length).toBeGreaterThan(400 * 0.12);
    expect(faults.length).toBeLessThan(400 * 0.28);
    expect(new Set(faults)).toEqual(new Set([500, 'network']));
    expect(faultState.injected).toBe(faults.length);
    expect(faultState.byKind.error + faultState.byKind.network).toBe(faults.length);
  });

  it('a latency fault delays and then lets the call through, counted', async () => {
    const out = await run(3, 50, ['latency']);
    expect(out.every((o) => o === 'pass')).toBe(true);
    expect(faultState.byKind.latency).toBeGreaterThan(0);
    expect(faultState.injected).toBe(faultState.byKind.latency);
  });

  it('leaves excluded paths alone; a rule with status 0 is a network error', async () => {
    setFaults({ ...noFaults(), random: { rate: 1, seed: 1, kinds: ['error'], exclude: ['/api/status'] } });
    expect(await outcome('/api/status')).toBe('pass');
    expect(await outcome('/api/me/profile')).toBe(500);
    setFaults({ ...noFaults(), rules: [{ method: 'POST', path: '/api/auth/signin', status: 0, times: 1 }] });
    expect(await outcome('/api/auth/signin', 'POST')).toBe('network');
    expect(await outcome('/api/auth/signin', 'POST')).toBe('pass');
  });

  it('seededRandom is uniform enough in [0, 1)', () => {
    const next = seededRandom(99);
    const values = Array.from({ length: 1000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
