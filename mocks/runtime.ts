// The one store every handler reads, plus the run-time settings the control API changes.
// Node (tests, HTTP server) and the browser each hold their own runtime.
import { createStore, type Store } from './db/store';
import type { Scale } from './db/seed';

export interface RuntimeOptions {
  scale?: Scale;
  /** 'frozen' for tests (the seed's fixed day); 'running' for an interactive demo. */
  clock?: 'frozen' | 'running';
  now?: Date;
}

let store: Store | null = null;

export function configureRuntime(options: RuntimeOptions = {}): Store {
  store = createStore({ scale: options.scale, now: options.now, clock: options.clock });
  return store;
}

export function getStore(): Store {
  return store ?? configureRuntime();
}
