// Keeps the in-browser mock's state across page reloads (issue 14.17): after the store changes,
// a snapshot of its mutable state (tables, ID counters, clock, revoked tokens) is written to a
// SnapshotStorage (IndexedDB in the browser: mocks/indexed-db.ts), and mocks/browser.ts starts
// the next page's store from it. Writes are coalesced: one snapshot per burst of changes, taken
// when it is written, never more than one in flight. A snapshot carries a version (the format and
// a fingerprint of the seed's code: mocks/snapshot-version.ts) and is only restored by the same
// version, so a changed seed starts afresh. Only the default scale is kept (see docs/decisions/
// mock-persistence.md). Node tests and the HTTP server do not use this.
import { STORE_TABLES, type Store, type StoreSnapshot } from './db/store';

export interface SavedSnapshot {
  version: string;
  savedAt: string;
  snapshot: StoreSnapshot;
}

/** Where the snapshot lives: one value, read, replaced or deleted as a whole. */
export interface SnapshotStorage {
  read(): Promise<unknown>;
  /** Must copy `value` before it returns or awaits anything (IndexedDB's put does). */
  write(value: SavedSnapshot): Promise<void>;
  clear(): Promise<void>;
}

/**
 * `off`: nothing is kept (the large seed); `empty`: nothing is saved (a fresh seed, or after a
 * reset); `pending`: a change is not written yet; `saved`: the last change is written; `failed`:
 * the last write failed (the next change tries again).
 */
export type PersistenceStatus = 'off' | 'empty' | 'pending' | 'saved' | 'failed';

export function packSnapshot(store: Store, version: string, savedAt: Date = new Date()): SavedSnapshot {
  return { version, savedAt: savedAt.toISOString(), snapshot: store.snapshot() };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The snapshot `saved` holds, or null when it is not one this code wrote: another version (an
 * older seed or format), the large scale, or anything malformed.
 */
export function unpackSnapshot(saved: unknown, version: string): StoreSnapshot | null {
  if (!isRecord(saved) || saved.version !== version || !isRecord(saved.snapshot)) return null;
  const s = saved.snapshot;
  if (s.scale !== 'default' || typeof s.seedNow !== 'string' || Number.isNaN(Date.parse(s.seedNow))) return null;
  const { clock, tables, lastIds, tokens } = s;
  if (!isRecord(clock) || (clock.mode !== 'frozen' && clock.mode !== 'running')) return null;
  if (!isTime(clock.start) || !isTime(clock.base) || !isTime(clock.setAt)) return null;
  if (!isRecord(tables) || !isRecord(lastIds)) return null;
  for (const table of STORE_TABLES) {
    const rows = tables[table];
    if (!Array.isArray(rows) || !rows.every((row) => isRecord(row) && row.ID !== undefined)) return null;
    if (!isTime(lastIds[table])) return null;
  }
  if (!isRecord(tokens) || !isTime(tokens.issued)) return null;
  if (!Array.isArray(tokens.revoked) || !tokens.revoked.every((t) => typeof t === 'string')) return null;
  return s as unknown as StoreSnapshot;
}

export interface PersistenceOptions {
  version: string;
  /** Whether the store was restored from a saved snapshot (`saved`) or seeded (`empty`). */
  initial: 'saved' | 'empty';
  /** How long the store must stay quiet before a snapshot is written. */
  delayMs?: number;
  onStatus?: (status: PersistenceStatus) => void;
  onError?: (error: unknown) => void;
}

export interface Persistence {
  status(): PersistenceStatus;
  /** Writes a waiting change now (the page is going away). */
  flush(): void;
  /** Forgets the saved copy; resolves once it is gone. */
  clear(): Promise<void>;
  /** Resolves once nothing waits to be written. */
  settled(): Promise<void>;
  stop(): void;
}

/** Writes `store`'s state to `storage` after it changes, coalescing bursts of changes. */
export function persistStore(store: Store, storage: SnapshotStorage, options: PersistenceOptions): Persistence {
  const { version, delayMs = 100, onStatus, onError = (e) => console.warn('[mock] the mock state was not saved', e) } = options;
  const kept = () => store.scale === 'default';
  let status: PersistenceStatus = kept() ? options.initial : 'off';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const setStatus = (next: PersistenceStatus) => {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  };
  /** One storage operation at a time; while a newer change waits, the status stays `pending`. */
  const run = (operation: () => Promise<void>, done: () => PersistenceStatus) => {
    queue = queue.then(operation).then(
      () => {
        if (timer === undefined) setStatus(done());
      },
      (error: unknown) => {
        if (timer === undefined) setStatus('failed');
        onError(error);
      },
    );
    return queue;
  };
  // The snapshot is taken when it is written, not when the write was scheduled: the newest state wins.
  const write = () => {
    timer = undefined;
    return run(
      () => (kept() ? storage.write(packSnapshot(store, version)) : Promise.resolve()),
      () => (kept() ? 'saved' : 'off'),
    );
  };

  const unsubscribe = store.subscribe(() => {
    clearTimeout(timer);
    timer = undefined;
    if (!kept()) return setStatus('off');
    setStatus('pending');
    timer = setTimeout(() => void write(), delayMs);
  });

  onStatus?.(status);
  return {
    status: () => status,
    flush: () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      void write();
    },
    clear: () => {
      clearTimeout(timer);
      timer = undefined;
      return run(
        () => storage.clear(),
        () => (kept() ? 'empty' : 'off'),
      );
    },
    settled: async () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        void write();
      }
      await queue;
    },
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      unsubscribe();
    },
  };
}
