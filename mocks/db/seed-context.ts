// The seed's shared toolbox: one seeded faker, the fixed `now`, the tables being filled, ID
// counters, and cheap helpers for dates, money and valid Brazilian tax IDs.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { en, Faker, pt_BR } from '@faker-js/faker';
import { BANKS } from './banks';
import { CNAES } from './cnaes';
import type { Db, TableName } from './types';

export const SEED = 20_240_501;
export const DAY = 86_400_000;
export type CounterName = TableName;
const DIGITS = '0123456789';
const HEX = '0123456789abcdef';
const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function emptyDb(): Db {
  return {
    users: new Map(),
    campaigns: new Map(),
    payments: new Map(),
    businesses: new Map(),
    bankAccounts: new Map(),
    demoRequests: new Map(),
    notifications: new Map(),
    settings: new Map(),
    postbackSettings: new Map(),
    postbackLogs: new Map(),
    postbackSecrets: new Map(),
    postbackDeliveries: new Map(),
    apiKeys: new Map(),
    reportSchedules: new Map(),
    reportSends: new Map(),
    activityLogs: new Map(),
    media: new Map(),
    twoFactor: new Map(),
    sessions: new Map(),
    securityEvents: new Map(),
    auditLog: new Map(),
    securityPolicy: new Map(),
    creatives: new Map(),
    creativeImages: new Map(),
    complianceVersions: new Map(),
    privacyRequests: new Map(),
    banks: BANKS,
    cnaes: CNAES,
  };
}

export function createSeedContext(now: Date) {
  const faker = new Faker({ locale: [pt_BR, en] });
  faker.seed(SEED);
  faker.setDefaultRefDate(now); // faker's date helpers must never read the real clock
  const nowMs = now.getTime();
  const db = emptyDb();
  const counters = new Map<CounterName, number>();
  const taxIds = new Set<string>();

  const rnd = () => faker.number.float();
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  /** Picks by weight: `[['a', 3], ['b', 1]]` gives 'a' three times as often. */
  const weighted = <T>(table: readonly (readonly [T, number])[]): T => {
    let r = rnd() * table.reduce((s, [, w]) => s + w, 0);
    for (const [value, w] of table) if ((r -= w) < 0) return value;
    return (table[table.length - 1] as readonly [T, number])[0];
  };
  /** Money with cents, drawn as whole cents so no float noise is stored. */
  const money = (min: number, max: number) => int(Math.round(min * 100), Math.round(max * 100)) / 100;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** For moments derived from a past one (an update after a creation) that must not pass `now`. */
  const past = (ms: number) => iso(Math.min(ms, nowMs));
  /** An instant between `maxDays` and `minDays` before now. */
  const ago = (minDays: number, maxDays: number) => iso(nowMs - (minDays + rnd() * (maxDays - minDays)) * DAY);
  /** The instant exactly `n` days before now. */
  const daysAgo = (n: number) => iso(nowMs - n * DAY);

  const nextId = (table: CounterName) => {
    const id = (counters.get(table) ?? 0) + 1;
    counters.set(table, id);
    return id;
  };

  /** Unique valid tax IDs: the library judges the check digits, so none is hand-computed here. */
  const checked = (base: () => string, valid: (s: string) => boolean) => {
    for (;;) {
      const head = base();
      for (let d = 0; d < 100; d++) {
        const candidate = head + String(d).padStart(2, '0');
        if (valid(candidate) && !taxIds.has(candidate)) {
          taxIds.add(candidate);
          return candidate;
        }
      }
    }
  };
  // Hand-rolled rather than faker.string.*: those cost ~2 µs a call, too much for 100,000 payments.
  const chars = (n: number, alphabet: string) => {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(rnd() * alphabet.length)];
    return out;
  };
  const digits = (n: number) => chars(n, DIGITS);
  const code = (n: number) => chars(n, UPPER_ALNUM);
  const uuid = () => {
    const h = chars(32, HEX);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  };
  const cpf = () => checked(() => digits(9), isValidCpf);
  /** Alphanumeric CNPJs exist since July 2026; the seed mixes a few in. */
  const cnpj = (alphanumeric = false) =>
    alphanumeric
      ? checked(
          () => code(8) + '0001',
          (s) => isValidCnpj(s, { version: 2 }),
        )
      : checked(() => digits(8) + '0001', isValidCnpj);

  const addMedia = (OwnerID: number, Name: string, Type: string, CreatedAt: string) => {
    const ID = `media-${nextId('media')}`;
    db.media.set(ID, { ID, OwnerID, Name, Type, Size: int(40_000, 900_000), CreatedAt });
    return ID;
  };

  return {
    faker,
    now,
    nowMs,
    db,
    counters,
    rnd,
    int,
    pick,
    weighted,
    money,
    iso,
    past,
    ago,
    daysAgo,
    nextId,
    cpf,
    cnpj,
    digits,
    code,
    uuid,
    addMedia,
    cnaeCodes: CNAES.map((c) => c.Code),
  };
}
export type SeedContext = ReturnType<typeof createSeedContext>;

/** Lower-case ASCII letters only, for usernames and e-mails built from names. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
