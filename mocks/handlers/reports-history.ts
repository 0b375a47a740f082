// Registrations and balance history of the signed-in affiliate. Neither is stored: registrations
// are drawn from the report rows (a day with 8 registrations and 3 FTD gives 8 players, 3 with a
// first deposit) with a stream seeded by campaign and day, so they are stable across calls; the
// balance history is rebuilt from the partner's payments and monthly commission credits, from
// zero up to the current Balance / SubBalance.
import { getGetBalanceHistoryMockHandler, getGetRegistrationsMockHandler } from '@/api/generated/endpoints/reports/reports.msw';
import type { BalanceHistoryEntry } from '@/api/generated/model/balanceHistoryEntry';
import type { BalanceHistoryPage } from '@/api/generated/model/balanceHistoryPage';
import type { Registration } from '@/api/generated/model/registration';
import type { RegistrationPage } from '@/api/generated/model/registrationPage';
import { hashSeed, mulberry32 } from '../db/random';
import type { Store } from '../db/store';
import type { UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { paginate } from '../http/respond';
import { brazilDate, brazilDayStart, DAY_MS } from '../rules/brazil-time';
import { inDays, QueryCheck, sortBy } from './support';

/** Share of the sub-affiliates' commission credited to the parent's sub-balance. */
export const SUB_AFFILIATE_SHARE = 0.1;
const HOUR_MS = 3_600_000;

function registrationsOf(store: Store, user: UserRecord, since?: string, until?: string, campaignId?: number): Registration[] {
  const nowMs = store.clock.now().getTime();
  const out: Registration[] = [];
  for (const c of store.ownedBy('campaigns', user.ID)) {
    if (campaignId !== undefined && c.ID !== campaignId) continue;
    for (const row of store.reports.reportRows(c.ID)) {
      if ((since && row.Date < since) || (until && row.Date > until)) continue;
      const dayStart = brazilDayStart(row.Date).getTime();
      const dayNumber = Math.floor(dayStart / DAY_MS);
      const rnd = mulberry32(hashSeed(c.ID, dayNumber));
      for (let i = 0; i < row.Registrations; i++) {
        const registered = Math.min(dayStart + Math.floor(rnd() * DAY_MS), nowMs);
        const ftd = i < row.FTD;
        const depositAt = ftd ? Math.min(registered + Math.floor(rnd() * 6 * HOUR_MS), nowMs) : null;
        const ID = (c.ID * 100_000 + dayNumber) * 1_000 + i + 1;
        out.push({
          ID,
          PlayerID: `pl-${ID.toString(36)}`,
          CampaignID: c.ID,
          CampaignName: c.Name,
          Country: user.Country,
          RegisteredAt: new Date(registered).toISOString(),
          FTD: ftd,
          QFTD: i < row.QFTD,
          FirstDepositAt: depositAt === null ? null : new Date(depositAt).toISOString(),
          FirstDepositAmount: ftd ? (2_000 + Math.floor(rnd() * 48_000)) / 100 : null,
        });
      }
    }
  }
  return out;
}

type Movement = Omit<BalanceHistoryEntry, 'ID' | 'BalanceAfter'>;

/** Every movement of both wallets, oldest first, with the running balance after each. */
export function balanceHistoryOf(store: Store, user: UserRecord): BalanceHistoryEntry[] {
  const nowMs = store.clock.now().getTime();
  const moves: Movement[] = [];
  const add = (m: Movement) => {
    if (Date.parse(m.CreatedAt) <= nowMs && m.Amount !== 0) moves.push(m);
  };
  for (const p of store.ownedBy('payments', user.ID)) {
    const Wallet = p.Category.endsWith('_sb') ? 'sub' : 'main';
    if (p.Category === 'admin' || p.Category === 'admin_debit') {
      const sign = p.Category === 'admin' ? 1 : -1;
      add({
        CreatedAt: p.CreatedAt,
        Type: 'adjustment',
        Wallet: 'main',
        Amount: sign * p.Amount,
        Description: p.Reason ?? 'Ajuste administrativo',
        PaymentID: p.ID,
      });
      continue;
    }
    add({ CreatedAt: p.CreatedAt, Type: 'payment', Wallet, Amount: -p.Amount, Description: `Saque #${p.ID}`, PaymentID: p.ID });
    if (['Cancelled', 'Rejected', 'Reversed', 'Error'].includes(p.Status)) {
      add({
        CreatedAt: p.UpdatedAt,
        Type: 'payment_reversal',
        Wallet,
        Amount: p.Amount,
        Description: `Estorno do saque #${p.ID}`,
        PaymentID: p.ID,
      });
    }
  }
  // Commission is credited on the 1st of the next month (00:00 UTC−3). The credits follow the
  // reports' monthly commission in shape but are scaled so that each wallet, starting from zero,
  // ends exactly at today's balance (the reports' figures are far larger than the seeded wallets).
  const currentMonth = brazilDate(store.clock.now()).slice(0, 7);
  const weights = { main: new Map<string, number>(), sub: new Map<string, number>() };
  const weigh = (wallet: 'main' | 'sub', month: string, cents: number) => {
    if (month < currentMonth && cents > 0) weights[wallet].set(month, (weights[wallet].get(month) ?? 0) + cents);
  };
  for (const p of store.reports.graph(user.ID, { groupBy: 'month' })) weigh('main', p.Date, Math.round(p.Commission * 100));
  for (const sub of store.ownedBy('users', user.ID)) {
    for (const p of store.reports.graph(sub.ID, { groupBy: 'month' }))
      weigh('sub', p.Date, Math.floor(p.Commission * 100 * SUB_AFFILIATE_SHARE));
  }
  const monthCredited = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return brazilDayStart(new Date(Date.UTC(y, m, 1)).toISOString()).toISOString();
  };
  for (const wallet of ['main', 'sub'] as const) {
    const final = Math.round((wallet === 'main' ? user.Balance : user.SubBalance) * 100);
    const needed = final - moves.filter((m) => m.Wallet === wallet).reduce((sum, m) => sum + Math.round(m.Amount * 100), 0);
    const months = [...weights[wallet]].sort(([a], [b]) => (a < b ? -1 : 1));
    const total = months.reduce((sum, [, w]) => sum + w, 0);
    if (needed <= 0 || total === 0) {
      add({
        CreatedAt: user.CreatedAt,
        Type: 'adjustment',
        Wallet: wallet,
        Amount: needed / 100,
        Description: 'Saldo inicial',
        PaymentID: null,
      });
      continue;
    }
    let given = 0;
    months.forEach(([month, w], i) => {
      const cents = i === months.length - 1 ? needed - given : Math.floor((needed * w) / total);
      given += cents;
      const Type = wallet === 'main' ? 'commission' : 'sub_commission';
      const label = wallet === 'main' ? 'Comissão de' : 'Comissão de sub-afiliados de';
      add({
        CreatedAt: monthCredited(month),
        Type,
        Wallet: wallet,
        Amount: cents / 100,
        Description: `${label} ${month}`,
        PaymentID: null,
      });
    });
  }

  moves.sort((a, b) => (a.CreatedAt < b.CreatedAt ? -1 : a.CreatedAt > b.CreatedAt ? 1 : 0));
  const after = { main: 0, sub: 0 };
  const entries = moves.map((m, i): BalanceHistoryEntry => {
    const amount = Math.round(m.Amount * 100);
    after[m.Wallet] += amount;
    return { ID: i + 1, ...m, Amount: amount / 100, BalanceAfter: after[m.Wallet] / 100 };
  });
  return entries;
}

export const reportsHistoryHandlers = [
  getGetRegistrationsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const { since, until } = q.period();
      const campaignId = q.int('campaignId');
      const paging = q.page(['RegisteredAt', 'FirstDepositAt', 'FirstDepositAmount'], 'RegisteredAt');
      if (!q.ok) throw q.problem();
      const rows = sortBy(registrationsOf(store, user, since, until, campaignId), paging.sort ?? 'RegisteredAt', paging.order);
      const body: RegistrationPage = paginate(rows, paging);
      return body;
    }),
  ),

  getGetBalanceHistoryMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const { since, until } = q.period();
      const wallet = q.oneOf('wallet', ['main', 'sub'] as const);
      const paging = q.page(['CreatedAt', 'Amount'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      const rows = balanceHistoryOf(store, user).filter((e) => (!wallet || e.Wallet === wallet) && inDays(e.CreatedAt, since, until));
      const body: BalanceHistoryPage = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return body;
    }),
  ),
];
