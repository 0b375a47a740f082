// The mock in the browser (the default of `npm start`): the service worker answers /api on
// localhost. The clock runs from the real "now" so the demo feels live; ?mockScale=large
// seeds 10,000 partners and 100,000 payments. The live socket `/ws` on the page's host is
// answered in the page too (MSW intercepts `new WebSocket`; see mocks/ws.ts).
// The default scale's state, clock included, is kept in IndexedDB and survives a reload
// (mocks/persistence.ts): restored here before the worker answers anything, saved after each
// change, forgotten by POST /__mock/reset (the dev panel's reset). The large seed is not kept.
// <html data-mock-persistence> tells the state of the saved copy (PersistenceStatus).
import { setupWorker } from 'msw/browser';
import { apiTarget } from '../src/config/api-base';
import { attachPersistence } from './control';
import { openSnapshotStorage } from './indexed-db';
import { persistStore, type SnapshotStorage, unpackSnapshot } from './persistence';
import { configureRuntime } from './runtime';
import { SNAPSHOT_VERSION } from './snapshot-version';

async function openStorage(): Promise<SnapshotStorage | null> {
  try {
    return await openSnapshotStorage();
  } catch (error) {
    console.warn('[mock] IndexedDB is not available: the mock state starts from the seed on every load', error);
    return null;
  }
}

/** The saved state, when there is one this code wrote; an unusable one is deleted. */
async function readSnapshot(storage: SnapshotStorage | null) {
  if (!storage) return null;
  const saved = await storage.read().catch(() => null);
  const snapshot = unpackSnapshot(saved, SNAPSHOT_VERSION);
  if (saved !== undefined && !snapshot) await storage.clear().catch(() => {});
  return snapshot;
}

export async function startBrowserMock(): Promise<void> {
  const scale = new URLSearchParams(window.location.search).get('mockScale') === 'large' ? 'large' : 'default';
  const opened = openStorage();
  const [{ handlers }, { browserLiveHandler }, storage, snapshot] = await Promise.all([
    import('./handlers'),
    import('./ws'),
    opened,
    scale === 'default' ? opened.then(readSnapshot) : null,
  ]);
  const store = configureRuntime({ scale, clock: 'running', now: () => new Date(), snapshot: snapshot ?? undefined });
  if (storage) {
    const persistence = persistStore(store, storage, {
      version: SNAPSHOT_VERSION,
      initial: snapshot ? 'saved' : 'empty',
      onStatus: (status) => (document.documentElement.dataset.mockPersistence = status),
    });
    attachPersistence(persistence);
    // Best effort for a reload within the short wait before a write.
    window.addEventListener('pagehide', () => persistence.flush());
  }
  const worker = setupWorker(...handlers, browserLiveHandler(`${apiTarget.wsUrl}/ws`));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mock-sw.js' } });
}
