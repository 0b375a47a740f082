// The in-browser mock's snapshot storage: one value in IndexedDB (database `portal-mock`, object
// store `state`, key `snapshot`). Plain IndexedDB in a few lines rather than a wrapper package:
// this is all the mock needs, and nothing here ships outside mock mode.
import type { SavedSnapshot, SnapshotStorage } from './persistence';

const DB_NAME = 'portal-mock';
const STORE = 'state';
const KEY = 'snapshot';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Resolves once the transaction is committed (a written value is on disk, not only queued). */
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/** Opens the storage; rejects where IndexedDB is missing or refused (then nothing is kept). */
export async function openSnapshotStorage(factory: IDBFactory = indexedDB): Promise<SnapshotStorage> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await done(open);
  // Another tab upgrading the database (a newer mock) asks this one to let go.
  db.onversionchange = () => db.close();

  return {
    read: () => done(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY)),
    write(value: SavedSnapshot) {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(value, KEY); // clones `value` here, before anything else runs
      return committed(tx);
    },
    clear() {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(KEY);
      return committed(tx);
    },
  };
}
