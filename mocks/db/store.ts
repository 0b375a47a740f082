// The mock API's in-memory store: the seeded tables, a settable clock, bearer tokens, ID
// counters, per-owner lookups, the admin lists' queries and the lazy reports. Handlers read
// records directly and write through insert/create/update/remove (or call touch after editing a
// record in place), so the derived indexes below know when to rebuild. Every write is also told to
// the change listeners, and `snapshot` / `createStore({ snapshot })` copy the mutable state out and
// back in: the in-browser mock keeps it across page reloads that way (mocks/persistence.ts).
import { type ClockMode, type ClockState, createClock } from './clock';
import { createPartnerQuery, createPaymentQuery, type PartnerQuery, type PaymentQuery } from './queries';
import { createReports, type Reports } from './reports';
import { DEFAULT_SEED_NOW, type Scale, seed } from './seed';
import { SETTING_DEFAULTS, type SettingKey } from './setting-keys';
import { emptyDb } from './seed-context';
import { createTokens, type TokenRecord, type TokensState } from './tokens';
import type { Db, TableName, UserRecord } from './types';

type Row<T extends TableName> = Db[T] extends Map<unknown, infer R> ? R : never;
type Key<T extends TableName> = Db[T] extends Map<infer K, unknown> ? K : never;
export type NumericTable = Exclude<TableName, 'media'>;

/** The field that says whose a record is; for users, the referring partner (sub-affiliate tree). */
const OWNER_FIELD: Record<TableName, string> = {
  users: 'ParentID',
  campaigns: 'UserID',
  payments: 'UserID',
  businesses: 'AffiliateID',
  bankAccounts: 'UserID',
  demoRequests: 'UserID',
  notifications: 'UserID',
  settings: 'UserID',
  postbackSettings: 'UserID',
  postbackLogs: 'UserID',
  postbackSecrets: 'UserID',
  postbackDeliveries: 'UserID',
  apiKeys: 'UserID',
  reportSchedules: 'UserID',
  reportSends: 'UserID',
  activityLogs: 'UserID',
  media: 'OwnerID',
  twoFactor: 'UserID',
  sessions: 'UserID',
  securityEvents: 'UserID',
  auditLog: 'ActorID',
  securityPolicy: 'ID',
  creatives: 'CreatedBy',
  creativeImages: 'OwnerID',
  complianceVersions: 'ChangedBy',
  privacyRequests: 'UserID',
};
/** Every table (the record above names each one, so none can be left out). */
export const STORE_TABLES = Object.keys(OWNER_FIELD) as TableName[];

/** The store's mutable state as plain, structured-cloneable data (rows as they are stored). */
export interface StoreSnapshot {
  scale: Scale;
  /** The seed's "today" (ISO): report rows are generated from it. */
  seedNow: string;
  clock: ClockState;
  tables: { [T in TableName]: Row<T>[] };
  lastIds: Record<TableName, number>;
  tokens: TokensState;
}

/** Told after each write: records, ID counters, clock, tokens, a reset. */
export type StoreListener = () => void;

export interface StoreOptions {
  scale?: Scale;
  /**
   * The seed's "today"; defaults to DEFAULT_SEED_NOW. A function is asked again on every reset
   * (the in-browser mock seeds at the real "now", also when reset days later).
   */
  now?: Date | (() => Date);
  clock?: ClockMode;
  /** Start from this state instead of seeding (scale, seed day and clock come from it too). */
  snapshot?: StoreSnapshot;
}

export function createStore(options: StoreOptions = {}) {
  const seedDay = () => (typeof options.now === 'function' ? options.now() : (options.now ?? DEFAULT_SEED_NOW));
  let scale: Scale = options.snapshot?.scale ?? options.scale ?? 'default';
  let seedNow = options.snapshot ? new Date(options.snapshot.seedNow) : seedDay();
  const listeners = new Set<StoreListener>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const clock = createClock(seedNow, options.clock, undefined, () => changed());
  const tokens = createTokens(clock);
  let db: Db;
  let lastIds: Record<TableName, number>;
  let reports: Reports;
  const versions = new Map<TableName, number>();
  const derived = new Map<string, { version: number; value: unknown }>();

  /** A value computed from one table, kept until that table is written. */
  function memo<V>(table: TableName, name: string, build: () => V): V {
    const version = versions.get(table) ?? 0;
    const hit = derived.get(`${table}:${name}`);
    if (hit && hit.version === version) return hit.value as V;
    const value = build();
    derived.set(`${table}:${name}`, { version, value });
    return value;
  }

  /** A fresh seed, or the tables and counters of a snapshot (whose rows it then owns). */
  function load(from?: StoreSnapshot): void {
    if (from) {
      db = emptyDb();
      for (const table of STORE_TABLES) {
        const rows = db[table] as Map<unknown, { ID: unknown }>;
        for (const row of from.tables[table] as { ID: unknown }[]) rows.set(row.ID, row);
      }
      lastIds = { ...from.lastIds };
    } else ({ db, lastIds } = seed({ scale, now: seedNow }));
    versions.clear();
    derived.clear();
    reports = createReports({ now: seedNow, campaign: (id) => db.campaigns.get(id), campaignsOf: (id) => ownedBy('campaigns', id) });
  }

  function ownedBy<T extends TableName>(table: T, ownerId: number): readonly Row<T>[] {
    const groups = memo(table, 'owners', () => {
      const field = OWNER_FIELD[table];
      const map = new Map<number, Row<T>[]>();
      for (const row of (db[table] as Map<Key<T>, Row<T>>).values()) {
        const owner = (row as Record<string, unknown>)[field] as number;
        const list = map.get(owner);
        if (list) list.push(row);
        else map.set(owner, [row]);
      }
      return map;
    });
    return groups.get(ownerId) ?? [];
  }

  /** By username or e-mail, case-insensitive. */
  function userByLogin(login: string): UserRecord | undefined {
    const logins = memo('users', 'logins', () => {
      const map = new Map<string, UserRecord>();
      for (const u of db.users.values()) map.set(u.Username.toLowerCase(), u).set(u.Email.toLowerCase(), u);
      return map;
    });
    return logins.get(login.trim().toLowerCase());
  }

  function touch(table: TableName): void {
    versions.set(table, (versions.get(table) ?? 0) + 1);
    changed();
  }
  function insert<T extends TableName>(table: T, record: Row<T>): Row<T> {
    (db[table] as Map<Key<T>, Row<T>>).set((record as { ID: Key<T> }).ID, record);
    touch(table);
    return record;
  }
  function nextId(table: TableName): number {
    lastIds[table] += 1;
    changed();
    return lastIds[table];
  }

  if (options.snapshot) {
    load(options.snapshot);
    clock.restore(options.snapshot.clock);
    tokens.restore(options.snapshot.tokens);
  } else load();
  return {
    get db(): Db {
      return db;
    },
    get scale(): Scale {
      return scale;
    },
    clock,
    /** Back to a fresh seed (optionally another scale or day): data, ID counters, tokens and clock. */
    reset(next: { scale?: Scale; now?: Date } = {}): void {
      scale = next.scale ?? scale;
      seedNow = next.now ?? (typeof options.now === 'function' ? seedDay() : seedNow);
      load();
      tokens.clear();
      clock.reset(seedNow);
    },
    /** The mutable state, sharing the live rows: copy it (structuredClone, IndexedDB's put) before the next write. */
    snapshot(): StoreSnapshot {
      const tables = Object.fromEntries(STORE_TABLES.map((t) => [t, [...db[t].values()]])) as StoreSnapshot['tables'];
      return { scale, seedNow: seedNow.toISOString(), clock: clock.state(), tables, lastIds: { ...lastIds }, tokens: tokens.state() };
    },
    /** Calls `listener` after every write (a reset included); returns the unsubscribe. */
    subscribe(listener: StoreListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    nextId,
    /** Media IDs are text ('media-12') but counted like the others. */
    newMediaId: () => `media-${nextId('media')}`,
    insert,
    create<T extends NumericTable>(table: T, fields: Omit<Row<T>, 'ID'>): Row<T> {
      return insert(table, { ...fields, ID: nextId(table) } as Row<T>);
    },
    update<T extends TableName>(table: T, id: Key<T>, patch: Partial<Row<T>>): Row<T> | undefined {
      const row = (db[table] as Map<Key<T>, Row<T>>).get(id);
      if (!row) return undefined;
      Object.assign(row as object, patch);
      touch(table);
      return row;
    },
    remove<T extends TableName>(table: T, id: Key<T>): boolean {
      const removed = (db[table] as Map<Key<T>, Row<T>>).delete(id);
      if (removed) touch(table);
      return removed;
    },
    touch,
    ownedBy,
    userByLogin,
    /** A partner's numeric setting, or its default when none is stored. */
    setting(userId: number, key: SettingKey): number {
      return ownedBy('settings', userId).find((s) => s.Key === key)?.Value ?? SETTING_DEFAULTS[key];
    },
    /** With `actorId`: the administrator's "Log in as" session for `userId`. */
    issueToken(userId: number, ttlMs?: number, actorId?: number): TokenRecord {
      const record = tokens.issue(userId, ttlMs, actorId ?? null);
      changed();
      return record;
    },
    userForToken(token: string | null | undefined): UserRecord | null {
      const id = tokens.userIdFor(token);
      return id === null ? null : (db.users.get(id) ?? null);
    },
    /** The administrator behind a "Log in as" token; null for a user's own session. */
    impersonatorFor(token: string | null | undefined): UserRecord | null {
      const actorId = tokens.sessionFor(token)?.actorId ?? null;
      return actorId === null ? null : (db.users.get(actorId) ?? null);
    },
    revokeToken(token: string): void {
      tokens.revoke(token);
      changed();
    },
    /** The token's session (user, "Log in as" administrator, expiry), or null. */
    tokenSession: (token: string | null | undefined) => tokens.sessionFor(token),
    tokenRevoked: (token: string) => tokens.isRevoked(token),
    /** A two-factor sign-in challenge for `userId` (issue 17). */
    issueChallenge(userId: number, ttlMs: number): TokenRecord {
      const record = tokens.issueChallenge(userId, ttlMs);
      changed();
      return record;
    },
    challengeUserId: (challenge: string) => tokens.challengeUserId(challenge),
    queryPartners(query: PartnerQuery = {}) {
      return memo('users', 'query', () => createPartnerQuery([...db.users.values()]))(query);
    },
    queryPayments(query: PaymentQuery = {}) {
      const run = memo('payments', 'query', () => createPaymentQuery([...db.payments.values()], (login) => userByLogin(login)?.ID ?? null));
      return run(query);
    },
    get reports(): Reports {
      return reports;
    },
  };
}
export type Store = ReturnType<typeof createStore>;
