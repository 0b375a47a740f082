// The in-browser mock's saved state (mocks/persistence.ts), without IndexedDB: a store's snapshot,
// copied as IndexedDB copies it (structuredClone), starts a new store that equals the first — rows,
// ID counters, clock, revoked tokens; a snapshot of another version, the large scale or a wrong
// shape is refused; changes are written once per burst; POST /__mock/reset forgets the saved copy.
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './db/clock';
import { DEMO_IDS } from './db/demo-accounts';
import { createStore, type Store } from './db/store';
import { attachPersistence, controlHandlers } from './control';
import { packSnapshot, persistStore, type Persistence, type SavedSnapshot, type SnapshotStorage, unpackSnapshot } from './persistence';
import { configureRuntime } from './runtime';
import { hashText, SNAPSHOT_VERSION } from './snapshot-version';

const NOW = new Date('2026-11-05T15:00:00.000Z');
const VERSION = 'test-version';

/** A SnapshotStorage in memory that copies what it is given, as IndexedDB does. */
function memoryStorage() {
  const storage: SnapshotStorage & { value: unknown; writes: number } = {
    value: undefined as unknown,
    writes: 0,
    read: async () => storage.value,
    write: async (value: SavedSnapshot) => {
      storage.value = structuredClone(value);
      storage.writes += 1;
    },
    clear: async () => {
      storage.value = undefined;
    },
  };
  return storage;
}

/** A store with something of everything changed since the seed. */
function changedStore(): { store: Store; revoked: string; kept: string } {
  const store = createStore({ now: NOW });
  store.create('campaigns', {
    UserID: DEMO_IDS.affiliate,
    Name: 'Depois-do-F5',
    Description: 'criada agora',
    CreatedAt: NOW.toISOString(),
    TrackingLink: 'https://x.example/?btag=1',
    Code: 'F5',
  });
  store.update('users', DEMO_IDS.affiliate, { FirstName: 'Renamed' });
  store.remove('notifications', [...store.db.notifications.keys()][0]!);
  store.insert('media', {
    ID: store.newMediaId(),
    OwnerID: DEMO_IDS.affiliate,
    Name: 'nota.pdf',
    Type: 'application/pdf',
    Size: 3,
    Bytes: new Uint8Array([1, 2, 3]),
    CreatedAt: NOW.toISOString(),
  });
  const revoked = store.issueToken(DEMO_IDS.affiliate).token;
  store.revokeToken(revoked);
  store.clock.set('2026-12-24T10:00:00.000Z');
  const kept = store.issueToken(DEMO_IDS.newbie).token;
  return { store, revoked, kept };
}

/** Through the storage's copy and back, as a reload does. */
const reload = (saved: SavedSnapshot) => {
  const snapshot = unpackSnapshot(structuredClone(saved), saved.version);
  if (!snapshot) throw new Error('snapshot refused');
  return createStore({ snapshot });
};

describe('store snapshot round trip', () => {
  it('a new store started from the snapshot equals the one that made it', () => {
    const { store, revoked, kept } = changedStore();
    const restored = reload(packSnapshot(store, VERSION));

    expect(restored.snapshot()).toEqual(store.snapshot());
    expect(restored.scale).toBe('default');
    expect(restored.clock.now().toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(restored.db.users.get(DEMO_IDS.affiliate)?.FirstName).toBe('Renamed');
    expect(restored.db.media.get(`media-${store.db.media.size}`)?.Bytes).toEqual(new Uint8Array([1, 2, 3]));
    // Lookups, queries and reports are built again from the restored rows.
    expect(restored.ownedBy('campaigns', DEMO_IDS.affiliate).map((c) => c.Name)).toContain('Depois-do-F5');
    expect(restored.queryPayments({ partner: 'affiliate' })).toEqual(store.queryPayments({ partner: 'affiliate' }));
    const campaign = restored.ownedBy('campaigns', DEMO_IDS.affiliate)[0]!.ID;
    expect(restored.reports.reportRows(campaign)).toEqual(store.reports.reportRows(campaign));
    // Counters go on where they stopped; revoked tokens stay revoked, others stay valid.
    const next = { UserID: 2, Name: 'Seguinte', Description: '', CreatedAt: NOW.toISOString(), TrackingLink: '', Code: 'S' };
    expect(restored.create('campaigns', next).ID).toBe(store.create('campaigns', next).ID);
    expect(restored.userForToken(revoked)).toBeNull();
    expect(restored.userForToken(kept)?.ID).toBe(DEMO_IDS.newbie);
    expect(restored.issueToken(1).token).toBe(store.issueToken(1).token);
  });

  it('a running clock keeps its offset from real time; a frozen one its instant', () => {
    let real = Date.parse('2026-03-01T12:00:00Z');
    const running = createClock(NOW, 'running', () => real);
    running.set('2027-01-10T09:00:00.000Z');
    real += 60_000;
    const state = structuredClone(running.state());
    real += 3_600_000; // the page was closed for an hour
    const after = createClock(new Date(real), 'running', () => real);
    after.restore(state);
    expect(after.now().toISOString()).toBe('2027-01-10T10:01:00.000Z');
    after.reset();
    expect(after.now().toISOString()).toBe(NOW.toISOString()); // "back to the seed day" still knows the day

    const frozen = createClock(NOW, 'frozen', () => real);
    frozen.set('2026-11-30T23:59:00.000Z');
    const thawed = createClock(NOW, 'running', () => real + 999_999);
    thawed.restore(frozen.state());
    expect(thawed.mode).toBe('frozen');
    expect(thawed.now().toISOString()).toBe('2026-11-30T23:59:00.000Z');
  });

  it('a reset of a store seeded at "now" seeds at the new now', () => {
    let now = NOW;
    const store = createStore({ now: () => now, clock: 'frozen' });
    now = new Date('2026-11-20T15:00:00.000Z');
    store.reset();
    expect(store.clock.now().toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(store.snapshot().seedNow).toBe('2026-11-20T15:00:00.000Z');
  });
});

describe('unpackSnapshot refuses what it did not write', () => {
  const good = packSnapshot(createStore({ now: NOW }), VERSION);
  const variant = (change: (s: Record<string, unknown>) => void) => {
    const copy = structuredClone(good) as unknown as { snapshot: Record<string, unknown> };
    change(copy.snapshot);
    return copy;
  };

  it('takes its own version and shape', () => {
    expect(unpackSnapshot(structuredClone(good), VERSION)).not.toBeNull();
  });

  it.each([
    ['another version (an older seed)', { ...good, version: 'older' }],
    ['nothing saved', undefined],
    ['not an object', 'snapshot'],
    ['no snapshot', { version: VERSION }],
    ['the large scale', variant((s) => (s.scale = 'large'))],
    ['a bad seed day', variant((s) => (s.seedNow = 'yesterday'))],
    ['a missing table', variant((s) => delete (s.tables as Record<string, unknown>).payments)],
    ['a table that is not a list', variant((s) => ((s.tables as Record<string, unknown>).users = {}))],
    ['a row without an ID', variant((s) => ((s.tables as Record<string, unknown[]>).campaigns = [{ Name: 'x' }]))],
    ['a missing ID counter', variant((s) => delete (s.lastIds as Record<string, unknown>).media)],
    ['a clock without its times', variant((s) => ((s.clock as Record<string, unknown>).base = 'noon'))],
    ['a clock of an unknown mode', variant((s) => ((s.clock as Record<string, unknown>).mode = 'paused'))],
    ['tokens of another shape', variant((s) => (s.tokens = { revoked: 'all', issued: 1 }))],
  ])('refuses %s', (_, saved) => {
    expect(unpackSnapshot(saved, VERSION)).toBeNull();
  });
});

describe('persistStore', () => {
  afterEach(() => vi.useRealTimers());

  it('writes once per burst of changes, the state as it is when written', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createStore({ now: NOW });
    const statuses: string[] = [];
    const persistence = persistStore(store, storage, {
      version: VERSION,
      initial: 'empty',
      delayMs: 100,
      onStatus: (s) => statuses.push(s),
    });
    store.update('users', DEMO_IDS.affiliate, { FirstName: 'Um' });
    vi.advanceTimersByTime(50);
    store.update('users', DEMO_IDS.affiliate, { FirstName: 'Dois' });
    store.clock.set('2027-02-01T00:00:00.000Z');
    expect(persistence.status()).toBe('pending');
    expect(storage.writes).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    await persistence.settled();
    expect(storage.writes).toBe(1);
    expect(persistence.status()).toBe('saved');
    expect(statuses).toEqual(['empty', 'pending', 'saved']);
    const restored = reload(storage.value as SavedSnapshot);
    expect(restored.db.users.get(DEMO_IDS.affiliate)?.FirstName).toBe('Dois');
    expect(restored.clock.now().toISOString()).toBe('2027-02-01T00:00:00.000Z');
    persistence.stop();
  });

  it('clear forgets the saved copy; the next change is saved again', async () => {
    const storage = memoryStorage();
    const store = createStore({ now: NOW });
    const persistence = persistStore(store, storage, { version: VERSION, initial: 'empty', delayMs: 0 });
    store.update('users', DEMO_IDS.affiliate, { FirstName: 'Antes' });
    await persistence.settled();
    expect(storage.value).toBeDefined();
    store.reset(); // schedules a write of its own, which the clear cancels
    await persistence.clear();
    expect(storage.value).toBeUndefined();
    expect(persistence.status()).toBe('empty');
    store.update('users', DEMO_IDS.affiliate, { FirstName: 'Depois' });
    await persistence.settled();
    expect(reload(storage.value as SavedSnapshot).db.users.get(DEMO_IDS.affiliate)?.FirstName).toBe('Depois');
    persistence.stop();
  });

  it('keeps nothing of the large scale', async () => {
    const storage = memoryStorage();
    // A stand-in: seeding 100,000 payments would only slow the test down.
    let changed = () => {};
    const large = { scale: 'large', snapshot: () => ({}), subscribe: (listener: () => void) => ((changed = listener), () => {}) };
    const persistence = persistStore(large as unknown as Store, storage, { version: VERSION, initial: 'empty', delayMs: 0 });
    expect(persistence.status()).toBe('off');
    changed();
    await persistence.settled();
    expect(storage.writes).toBe(0);
    expect(persistence.status()).toBe('off');
    persistence.stop();
  });

  it('says when a write failed, and tries again on the next change', async () => {
    const storage = memoryStorage();
    const failing = { ...storage, write: vi.fn().mockRejectedValueOnce(new Error('QuotaExceededError')).mockImplementation(storage.write) };
    const store = createStore({ now: NOW });
    const onError = vi.fn();
    const persistence = persistStore(store, failing, { version: VERSION, initial: 'saved', delayMs: 0, onError });
    store.touch('users');
    await persistence.settled();
    expect(persistence.status()).toBe('failed');
    expect(onError).toHaveBeenCalledOnce();
    store.touch('users');
    await persistence.settled();
    expect(persistence.status()).toBe('saved');
    persistence.stop();
  });
});

describe('control API with a saved copy attached', () => {
  let persistence: Persistence | undefined;
  afterEach(() => {
    persistence?.stop();
    attachPersistence(null);
    configureRuntime();
  });

  const control = async (path: string, method = 'GET') => {
    // As the dev panel calls it: JSON (a POST of another type is refused, http/control-guard.ts).
    const request = new Request(`http://127.0.0.1/__mock/${path}`, { method, headers: { 'content-type': 'application/json' } });
    const response = await getResponse(controlHandlers, request);
    return (await response!.json()) as { persistence: string; now: string };
  };

  it('states the saved copy, and POST /__mock/reset answers once it is gone', async () => {
    expect((await control('state')).persistence).toBe('off'); // Node: nothing is kept
    const store = configureRuntime({ now: NOW, clock: 'frozen' });
    const storage = memoryStorage();
    persistence = persistStore(store, storage, { version: VERSION, initial: 'empty', delayMs: 0 });
    attachPersistence(persistence);
    store.create('campaigns', {
      UserID: DEMO_IDS.affiliate,
      Name: 'Some-no-reset',
      Description: '',
      CreatedAt: NOW.toISOString(),
      TrackingLink: '',
      Code: 'R',
    });
    await persistence.settled();
    expect((await control('state')).persistence).toBe('saved');

    const after = await control('reset', 'POST');
    expect(after.persistence).toBe('empty');
    expect(storage.value).toBeUndefined();
    expect([...store.db.campaigns.values()].some((c) => c.Name === 'Some-no-reset')).toBe(false);
  });
});

describe('snapshot version', () => {
  it('names the format, the seed and a fingerprint of the data code', () => {
    expect(SNAPSHOT_VERSION).toMatch(/^\d+:20240501:[0-9a-z]+$/);
    expect(hashText('seed A')).toBe(hashText('seed A'));
    expect(hashText('seed A')).not.toBe(hashText('seed B'));
  });
});
