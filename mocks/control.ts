// The mock's control API, outside /api so the contract never sees it: set the clock, inject
// faults, reset to the seed, push a live-socket message. The dev panel and the end-to-end tests call it.
// Only the app's own pages (or a caller without an Origin) may, with JSON bodies of a sane size
// (http/control-guard.ts).
// In the browser the store's state is also kept across reloads (mocks/persistence.ts, attached by
// mocks/browser.ts): the state says so, and a reset answers once the saved copy is gone too.
// Faults are not kept: a reload is the way out of a page made unusable by them.
import { http, HttpResponse } from 'msw';
import { faultState, noFaults, resetFaultCount, setFaults, type FaultSettings } from './faults';
import { getStore } from './runtime';
import { controlRefusal } from './http/control-guard';
import { readJson } from './http/respond';
import type { Persistence } from './persistence';
import { liveClients, parsePush, pushLive } from './ws';

let persistence: Pick<Persistence, 'status' | 'clear'> | null = null;

/** The in-browser mock's saved copy, for the state and the reset; null detaches it. */
export function attachPersistence(next: Pick<Persistence, 'status' | 'clear'> | null): void {
  persistence = next;
}

function state() {
  const store = getStore();
  return {
    now: store.clock.now().toISOString(),
    clockMode: store.clock.mode,
    scale: store.scale,
    faults: faultState.settings,
    faultsInjected: faultState.injected,
    faultsByKind: faultState.byKind,
    liveClients: liveClients(),
    persistence: persistence?.status() ?? 'off',
  };
}

export const controlHandlers = [
  // First: a refused call (foreign page, not JSON, too large) is answered here; any other falls
  // through to its handler (a resolver that returns nothing lets MSW try the next one).
  http.all('*/__mock/*', ({ request }) => controlRefusal(request) ?? undefined),
  http.get('*/__mock/state', () => HttpResponse.json(state())),
  http.post('*/__mock/clock', async ({ request }) => {
    const body = await readJson<{ now?: string | null }>(request);
    const store = getStore();
    if (body?.now) {
      if (Number.isNaN(Date.parse(body.now))) return HttpResponse.json({ message: 'now must be an ISO date' }, { status: 400 });
      store.clock.set(body.now);
    } else store.clock.reset();
    return HttpResponse.json(state());
  }),
  http.post('*/__mock/faults', async ({ request }) => {
    const body = (await readJson<Partial<FaultSettings>>(request)) ?? {};
    setFaults({ ...noFaults(), ...body, rules: body.rules ?? [] });
    return HttpResponse.json(state());
  }),
  http.delete('*/__mock/faults', () => {
    setFaults(noFaults());
    return HttpResponse.json(state());
  }),
  // Pushes `{ name, payload }` to the live sockets (all, or `userId`'s): openapi/websocket.md.
  http.post('*/__mock/ws', async ({ request }) => {
    const push = parsePush(await readJson<unknown>(request));
    if (!push) return HttpResponse.json({ message: 'body must be { name, payload?, userId? }' }, { status: 400 });
    return HttpResponse.json({ delivered: pushLive(push.frame, push.userId) });
  }),
  http.post('*/__mock/reset', async ({ request }) => {
    const body = await readJson<{ scale?: 'default' | 'large' }>(request);
    getStore().reset({ scale: body?.scale });
    setFaults(noFaults());
    resetFaultCount();
    await persistence?.clear();
    return HttpResponse.json(state());
  }),
];
