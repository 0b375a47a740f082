// The mock API's in-memory store: the seeded tables, a settable clock, bearer tokens, ID
// counters, per-owner lookups, the admin lists' queries and the lazy reports. Handlers read
// records directly and write through insert/create/update/remove (or call touch after editing a
// record in place), so the derived indexes below know when to rebuild.
import { type ClockMode, createClock } from './clock';
import { createPartnerQuery, createPaymentQuery, type PartnerQuery, type PaymentQuery } from './queries';
import { createReports, type Reports } from './reports';
import { DEFAULT_SEED_NOW, type Scale, seed } from './seed';
import { SETTING_DEFAULTS, type SettingKey } from './setting-keys';
import { createTokens, type TokenRecord } from './tokens';
import type { Db, TableName, UserRecord } from './types';

type Row<T extends TableName> = Db[T] extends Map<unknown, infer R> ? R : never;
type Key<T extends TableName> = Db[T] extends Map<infer K, unknown> ? K : never;
export type NumericTable = Exclude<TableName, 'media'>;

/** The field that says whose a record is; for users, the referring partner (sub-affiliate tree). */
const OWNER_FIELD: Record<TableName, string> = {
  users: 'ParentID', campaigns: 'UserID', payments: 'UserID', businesses: 'AffiliateID', bankAccounts: 'UserID',
  demoRequests: 'UserID', notifications: 'UserID', settings: 'UserID', postbackSettings: 'UserID',
  postbackLogs: 'UserID', activityLogs: 'UserID', media: 'OwnerID',
};

export interface StoreOptions {
  scale?: Scale;
  /** The seed's "today"; defaults to DEFAULT_SEED_NOW. */
  now?: Date;
  clock?: ClockMode;
}

export function createStore(options: StoreOptions = {}) {
  let scale: Scale = options.scale ?? 'default';
  let seedNow = options.now ?? DEFAULT_SEED_NOW;
  const clock = createClock(seedNow, options.clock);
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

  function load(): void {
    ({ db, lastIds } = seed({ scale, now: seedNow }));
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
  }
  function insert<T extends TableName>(table: T, record: Row<T>): Row<T> {
    (db[table] as Map<Key<T>, Row<T>>).set((record as { ID: Key<T> }).ID, record);
    touch(table);
    return record;
  }
  function nextId(table: TableName): number {
    lastIds[table] += 1;
    return lastIds[table];
  }

  load();
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
      seedNow = next.now ?? seedNow;
      load();
      tokens.clear();
      clock.reset(seedNow);
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
    issueToken: (userId: number, ttlMs?: number): TokenRecord => tokens.issue(userId, ttlMs),
    userForToken(token: string | null | undefined): UserRecord | null {
      const id = tokens.userIdFor(token);
      return id === null ? null : (db.users.get(id) ?? null);
    },
    revokeToken: (token: string) => tokens.revoke(token),
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
