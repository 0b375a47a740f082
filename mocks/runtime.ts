// The one store every handler reads, plus the run-time settings the control API changes.
// Node (tests, HTTP server) and the browser each hold their own runtime.
import { createStore, type Store, type StoreSnapshot } from './db/store';
import type { Scale } from './db/seed';

export interface RuntimeOptions {
  scale?: Scale;
  /** 'frozen' for tests (the seed's fixed day); 'running' for an interactive demo. */
  clock?: 'frozen' | 'running';
  /** The seed's day; a function is asked again on each reset (the in-browser mock: the real now). */
  now?: Date | (() => Date);
  /** Start from a saved state instead of the seed (the in-browser mock after a reload). */
  snapshot?: StoreSnapshot;
}

let store: Store | null = null;

export function configureRuntime(options: RuntimeOptions = {}): Store {
  store = createStore({ scale: options.scale, now: options.now, clock: options.clock, snapshot: options.snapshot });
  return store;
}

export function getStore(): Store {
  return store ?? configureRuntime();
}
