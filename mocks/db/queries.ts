// The admin lists' server-side filtering, sorting and paging (design doc, "Admin"): partners
// and payments. Each query object wraps one snapshot of its table; the store rebuilds it after
// a write, so the sort orders it caches never go stale.
import { brazilDayStart, DAY_MS } from '../rules/brazil-time';
import { createSortedIndex, type Page, type PageQuery } from './sorted-index';
import type { AccountStatus, PaymentCategory, PaymentStatus } from './enums';
import type { PaymentRecord, UserRecord } from './types';

export const PARTNER_SORT_KEYS = ['ID', 'Username', 'CreatedAt', 'Balance', 'PendingCommission'] as const;
export type PartnerSortKey = (typeof PARTNER_SORT_KEYS)[number];
export const PAYMENT_SORT_KEYS = ['ID', 'Amount', 'CreatedAt', 'UpdatedAt', 'Status'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];

export interface PartnerQuery extends PageQuery<PartnerSortKey> {
  /** Part of the username, e-mail or full name (case and accents ignored), or an exact ID. */
  q?: string;
  status?: AccountStatus | string;
  country?: string;
  /** Only partners whose amounts are in this currency (the balance sorts need one: issue 15). */
  currency?: string;
}
export interface PaymentQuery extends PageQuery<PaymentSortKey> {
  status?: PaymentStatus | string | readonly string[];
  category?: PaymentCategory | string | readonly string[];
  /** YYYY-MM-DD (a Brazilian day, inclusive) or an ISO instant; compared with CreatedAt. */
  since?: string;
  until?: string;
  /** A partner's ID or username. */
  partner?: string | number;
  minAmount?: number;
  maxAmount?: number;
}

export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const asSet = (v: string | readonly string[] | undefined) =>
  v === undefined || v === '' ? null : new Set(typeof v === 'string' ? v.split(',') : v);

export function createPartnerQuery(users: readonly UserRecord[]) {
  const index = createSortedIndex(
    users,
    {
      ID: (u) => u.ID,
      Username: (u) => u.Username.toLowerCase(),
      CreatedAt: (u) => Date.parse(u.CreatedAt),
      Balance: (u) => u.Balance,
      PendingCommission: (u) => u.PendingCommission,
    },
    'ID',
  );
  let haystacks: string[] | null = null;

  return (query: PartnerQuery): Page<UserRecord> => {
    const q = query.q ? fold(query.q.trim()) : '';
    const id = /^\d+$/.test(q) ? Number(q) : null;
    if (q) haystacks ??= users.map((u) => fold(`${u.Username} ${u.Email} ${u.FirstName} ${u.LastName}`));
    const { status, country, currency } = query;
    const match =
      q || status || country || currency
        ? (u: UserRecord, p: number) =>
            (!status || u.Status === status) &&
            (!country || u.Country === country) &&
            (!currency || u.Currency === currency) &&
            (!q || u.ID === id || (haystacks as string[])[p]!.includes(q))
        : null;
    return index.page(query, match);
  };
}

/**
 * Start (inclusive) and end (exclusive) as canonical ISO strings, which compare like the
 * instants they name; a bare date covers its whole Brazilian day.
 */
export function isoRange(since?: string, until?: string): [string, string] {
  const from = !since ? '' : since.length === 10 ? brazilDayStart(since).getTime() : Date.parse(since);
  const to = !until ? '' : until.length === 10 ? brazilDayStart(until).getTime() + DAY_MS : Date.parse(until) + 1;
  const iso = (ms: number | '') => (ms === '' || Number.isNaN(ms) ? '' : new Date(ms).toISOString());
  return [iso(from), iso(to)];
}

export function createPaymentQuery(payments: readonly PaymentRecord[], userIdFor: (partner: string) => number | null) {
  const index = createSortedIndex(
    payments,
    {
      ID: (p) => p.ID,
      Amount: (p) => p.Amount,
      CreatedAt: (p) => Date.parse(p.CreatedAt),
      UpdatedAt: (p) => Date.parse(p.UpdatedAt),
      Status: (p) => p.Status,
    },
    'ID',
  );

  return (query: PaymentQuery): Page<PaymentRecord> => {
    const statuses = asSet(query.status);
    const categories = asSet(query.category);
    const [from, to] = isoRange(query.since, query.until);
    const partner = query.partner === undefined || query.partner === '' ? undefined : String(query.partner).trim();
    const partnerId = partner === undefined ? null : /^\d+$/.test(partner) ? Number(partner) : userIdFor(partner);
    if (partner !== undefined && partnerId === null) return index.page(query, () => false);
    const min = query.minAmount ?? -Infinity;
    const max = query.maxAmount ?? Infinity;
    const filtered = statuses || categories || from || to || partnerId !== null || min > -Infinity || max < Infinity;
    const match = filtered
      ? (p: PaymentRecord) =>
          (!statuses || statuses.has(p.Status)) &&
          (!categories || categories.has(p.Category)) &&
          (partnerId === null || p.UserID === partnerId) &&
          p.Amount >= min &&
          p.Amount <= max &&
          (!from || p.CreatedAt >= from) &&
          (!to || p.CreatedAt < to)
      : null;
    return index.page(query, match);
  };
}
