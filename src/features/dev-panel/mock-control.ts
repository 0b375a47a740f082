// Client for the mock's control API (/__mock/*, outside the contract): only used in mock mode.
export interface MockState {
  now: string;
  clockMode: string;
  scale: 'default' | 'large';
  faults: { latencyMs: number | [number, number]; errorRate: number; networkErrorRate: number; rules: unknown[] };
  faultsInjected: number;
  /** The in-browser mock's saved copy (mocks/persistence.ts): `off` when nothing is kept. */
  persistence: 'off' | 'empty' | 'pending' | 'saved' | 'failed';
}

async function call(path: string, init?: { method: string; body?: unknown }): Promise<MockState> {
  const response = await fetch(`/__mock/${path}`, {
    method: init?.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`mock control ${path}: ${response.status}`);
  return (await response.json()) as MockState;
}

export const mockControl = {
  state: () => call('state'),
  setClock: (now: string | null) => call('clock', { method: 'POST', body: { now } }),
  setFaults: (faults: Partial<MockState['faults']>) => call('faults', { method: 'POST', body: faults }),
  clearFaults: () => call('faults', { method: 'DELETE' }),
  reset: (scale?: 'default' | 'large') => call('reset', { method: 'POST', body: { scale } }),
};
