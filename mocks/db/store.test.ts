// The store: admin list queries against a plain reference implementation (default and large scale), tokens, clock, IDs and reset.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from './demo-accounts';
import type { PartnerQuery, PaymentQuery } from './queries';
import { createStore, type Store } from './store';
import type { PaymentRecord, UserRecord } from './types';

/** Reference implementation of the admin list contract. */
function naivePage<T extends { ID: number }>(
  rows: readonly T[],
  match: (r: T) => boolean,
  sort: string,
  order: string,
  page: number,
  pageSize: number,
) {
  const value = (r: T) => {
    const v = (r as unknown as Record<string, unknown>)[sort];
    return (sort === 'Username' ? String(v).toLowerCase() : sort.endsWith('At') ? Date.parse(String(v)) : v) as number | string;
  };
  const sorted = rows.filter(match).sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.ID - b.ID));
  if (order !== 'asc') sorted.reverse();
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize).map((r) => r.ID), total: sorted.length };
}
const ids = (page: { items: { ID: number }[]; total: number }) => ({ items: page.items.map((r) => r.ID), total: page.total });
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const partnerCases: [PartnerQuery, (u: UserRecord) => boolean][] = [
  [{}, () => true],
  [{ sort: 'Username', order: 'asc', page: 2, pageSize: 15 }, () => true],
  [{ sort: 'Balance', status: 'active', country: 'BR', page: 3 }, (u) => u.Status === 'active' && u.Country === 'BR'],
  [{ sort: 'CreatedAt', order: 'asc', q: 'SILVA' }, (u) => fold(`${u.Username} ${u.Email} ${u.FirstName} ${u.LastName}`).includes('silva')],
  [{ sort: 'PendingCommission', q: 'jose' }, (u) => fold(`${u.Username} ${u.Email} ${u.FirstName} ${u.LastName}`).includes('jose')],
  [{ q: '42' }, (u) => u.ID === 42 || fold(`${u.Username} ${u.Email} ${u.FirstName} ${u.LastName}`).includes('42')],
  [{ status: 'banned', pageSize: 100 }, (u) => u.Status === 'banned'],
];
const paymentCases: [PaymentQuery, (p: PaymentRecord) => boolean][] = [
  [{}, () => true],
  [{ sort: 'Amount', order: 'asc', page: 4, pageSize: 50 }, () => true],
  [{ status: 'Completed', category: 'person', sort: 'CreatedAt' }, (p) => p.Status === 'Completed' && p.Category === 'person'],
  [{ status: ['Pending', 'Analyzing'], sort: 'UpdatedAt', order: 'asc' }, (p) => p.Status === 'Pending' || p.Status === 'Analyzing'],
  [{ status: 'Error,Cancelled', sort: 'Status' }, (p) => p.Status === 'Error' || p.Status === 'Cancelled'],
  [{ partner: 'AFFILIATE' }, (p) => p.UserID === DEMO_IDS.affiliate],
  [{ partner: '50', sort: 'Amount' }, (p) => p.UserID === 50],
  [{ partner: 'nobody-here' }, () => false],
  [{ minAmount: 300, maxAmount: 1000.5, sort: 'Amount' }, (p) => p.Amount >= 300 && p.Amount <= 1000.5],
  // 2026-01-01 00:00 in Brazil is 03:00Z; until a date includes that whole Brazilian day.
  [
    { since: '2026-01-01', until: '2026-03-31', sort: 'CreatedAt', order: 'asc' },
    (p) => p.CreatedAt >= '2026-01-01T03:00:00.000Z' && p.CreatedAt < '2026-04-01T03:00:00.000Z',
  ],
  [{ since: '2026-10-01T00:00:00.000Z' }, (p) => p.CreatedAt >= '2026-10-01T00:00:00.000Z'],
];

function checkQueries(store: Store) {
  const users = [...store.db.users.values()];
  for (const [query, match] of partnerCases) {
    const want = naivePage(users, match, query.sort ?? 'ID', query.order ?? 'desc', query.page ?? 1, query.pageSize ?? 20);
    expect(ids(store.queryPartners(query)), JSON.stringify(query)).toEqual(want);
  }
  const payments = [...store.db.payments.values()];
  for (const [query, match] of paymentCases) {
    const want = naivePage(payments, match, query.sort ?? 'ID', query.order ?? 'desc', query.page ?? 1, query.pageSize ?? 20);
    expect(ids(store.queryPayments(query)), JSON.stringify(query)).toEqual(want);
  }
}

describe('store queries (default scale)', () => {
  const store = createStore();

  it('pages, sorts and filters partners and payments like the reference', () => checkQueries(store));

  it('answers { items, total, page, pageSize }', () => {
    const page = store.queryPayments({ page: 2, pageSize: 5, status: 'Completed' });
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
  });

  it('sees writes made through the store', () => {
    const top = store.queryPayments({ sort: 'Amount', pageSize: 1 }).items[0] as PaymentRecord;
    store.update('payments', 3, { Amount: top.Amount + 1 });
    expect(store.queryPayments({ sort: 'Amount', pageSize: 1 }).items[0]?.ID).toBe(3);
    const created = store.create('payments', {
      ...(store.db.payments.get(3) as PaymentRecord),
      Status: 'Pending',
      CreatedAt: store.clock.now().toISOString(),
    });
    expect(store.queryPayments({ pageSize: 1 }).items[0]).toBe(created);
    expect(store.queryPayments({ partner: String(created.UserID) }).items).toContain(created);
    store.remove('payments', created.ID);
    expect(store.queryPayments({ pageSize: 1 }).items[0]?.ID).not.toBe(created.ID);
    const u = store.db.users.get(60) as UserRecord;
    u.Username = 'zzzz_renamed';
    store.touch('users');
    expect(store.queryPartners({ sort: 'Username', pageSize: 1 }).items[0]).toBe(u);
    expect(store.userByLogin('ZZZZ_RENAMED')).toBe(u);
    checkQueries(store);
  });
});

describe('store queries (large scale)', () => {
  let store: Store;
  beforeAll(() => {
    const started = performance.now();
    store = createStore({ scale: 'large' });
    console.info(`large store: ${Math.round(performance.now() - started)} ms`);
  });

  it('pages, sorts and filters 10,000 partners and 100,000 payments like the reference', () => {
    const timings: string[] = [];
    for (const sort of ['ID', 'Amount', 'CreatedAt', 'UpdatedAt', 'Status'] as const) {
      const first = performance.now();
      store.queryPayments({ sort, status: 'Pending' });
      const cached = performance.now();
      store.queryPayments({ sort, status: 'Completed', page: 2 });
      timings.push(`${sort} ${(cached - first).toFixed(0)}/${(performance.now() - cached).toFixed(0)}`);
    }
    console.info(`large payments query ms (first sort / cached): ${timings.join(', ')}`);
    checkQueries(store);
  });
});

describe('store state', () => {
  it('issues tokens that expire on the store clock, and forgets unknown ones', () => {
    const store = createStore();
    const record = store.issueToken(DEMO_IDS.affiliate, 60_000);
    expect(record).toMatchObject({ type: 'bearer', expiresAt: new Date(store.clock.now().getTime() + 60_000).toISOString() });
    expect(store.userForToken(record.token)?.Username).toBe('affiliate');
    expect(store.userForToken('nope')).toBeNull();
    expect(store.userForToken(undefined)).toBeNull();
    store.clock.advance(59_999);
    expect(store.userForToken(record.token)).not.toBeNull();
    store.clock.advance(1);
    expect(store.userForToken(record.token)).toBeNull();
    expect(store.issueToken(1).token).not.toBe(record.token);
  });

  it('a "Log in as" token names the administrator behind it; the checksum covers that name', () => {
    const store = createStore();
    const own = store.issueToken(DEMO_IDS.affiliate);
    const as = store.issueToken(DEMO_IDS.affiliate, undefined, DEMO_IDS.admin);
    expect(as.token).toMatch(new RegExp(`^mock\\.${DEMO_IDS.affiliate}\\.\\d+\\.\\d+\\.a${DEMO_IDS.admin}\\.[a-z0-9]+$`));
    expect(store.userForToken(as.token)?.Username).toBe('affiliate');
    expect(store.impersonatorFor(as.token)?.Username).toBe('admin');
    expect(store.impersonatorFor(own.token)).toBeNull();
    // Another administrator's ID, or one added to a partner's own token, is no token at all.
    const forged = as.token.replace(`.a${DEMO_IDS.admin}.`, '.a999.');
    expect(store.userForToken(forged)).toBeNull();
    expect(store.impersonatorFor(forged)).toBeNull();
    const added = own.token.replace(/\.([a-z0-9]+)$/, `.a${DEMO_IDS.admin}.$1`);
    expect(store.userForToken(added)).toBeNull();
  });

  it('has a settable clock, frozen by default or running from the seed day', () => {
    const store = createStore({ now: new Date('2026-11-05T15:00:00Z') });
    expect(store.clock.now().toISOString()).toBe('2026-11-05T15:00:00.000Z');
    store.clock.set('2026-11-11T02:00:00Z');
    expect(store.clock.now().toISOString()).toBe('2026-11-11T02:00:00.000Z');
    store.clock.reset();
    expect(store.clock.now().toISOString()).toBe('2026-11-05T15:00:00.000Z');
    const running = createStore({ clock: 'running' });
    expect(running.clock.mode).toBe('running');
    expect(running.clock.now().getTime()).toBeGreaterThanOrEqual(running.clock.now().getTime() - 1000);
  });

  it('numbers new records after the seed and resets data, counters and clock; tokens survive, revoked ones do not', () => {
    const store = createStore();
    const before = store.db.campaigns.size;
    const lastId = Math.max(...store.db.campaigns.keys());
    const campaign = store.create('campaigns', {
      UserID: 2,
      Name: 'Novo',
      Description: '',
      CreatedAt: '2026-11-05T15:00:00.000Z',
      TrackingLink: '',
      Code: 'X',
    });
    expect(campaign.ID).toBe(lastId + 1);
    expect(store.newMediaId()).toBe(`media-${store.db.media.size + 1}`);
    expect(store.nextId('users')).toBe(Math.max(...store.db.users.keys()) + 1);
    const token = store.issueToken(1).token;
    store.clock.set('2027-01-01T00:00:00Z');
    store.reset();
    expect(store.db.campaigns.size).toBe(before);
    expect(store.create('campaigns', { ...campaign }).ID).toBe(lastId + 1);
    // Tokens carry their own user and expiry, so a signed-in demo survives a reset or a reload.
    expect(store.userForToken(token)?.ID).toBe(1);
    expect(store.clock.now().toISOString()).toBe('2026-11-05T15:00:00.000Z');
    store.revokeToken(token);
    expect(store.userForToken(token)).toBeNull();
    expect(store.userForToken(token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).toBeNull();
  });

  it('finds records by owner and login, and settings with their defaults', () => {
    const store = createStore();
    expect(store.userByLogin(' Affiliate@Example.com ')?.ID).toBe(DEMO_IDS.affiliate);
    expect(store.ownedBy('campaigns', DEMO_IDS.affiliate).length).toBeGreaterThanOrEqual(5);
    expect(store.ownedBy('users', DEMO_IDS.affiliate).map((u) => u.ID)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(store.ownedBy('payments', 999_999)).toEqual([]);
    expect(store.setting(DEMO_IDS.newbie, 'campaignLimit')).toBe(10);
    expect(store.setting(DEMO_IDS.newbie, 'demoWeeklyMaximumAmount')).toBe(500);
    store.create('settings', { UserID: DEMO_IDS.newbie, Key: 'campaignLimit', Value: 3, UpdatedAt: '2026-11-05T15:00:00.000Z' });
    expect(store.setting(DEMO_IDS.newbie, 'campaignLimit')).toBe(3);
  });
});
