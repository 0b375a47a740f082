// Monthly statements per currency (issue 19.3), built from the partner's ledger — the movements of
// both balances the balance history lists (commission credits, sub-affiliate commission,
// administrative adjustments, payouts and payouts returned). A month's statement groups its
// movements (Brazilian calendar month of each one) and carries the balance through: its opening
// is the previous month's closing, the first month opens at zero. Every line is first rounded to
// the currency's minor unit (whole pesos for CLP, cents otherwise) and the totals are sums of the
// rounded lines, so `closing = opening + commissions + sub-affiliate + adjustments + payouts`
// holds exactly for the figures a partner reads. Each monthly commission credit is split into CPA
// and revenue share by a share fixed per partner and month (the mock's reports keep commission as
// one figure).
import { hashSeed, mulberry32 } from '../db/random';
import type { Currency, PaymentCategory, PaymentStatus } from '../db/enums';
import { brazilDate } from './brazil-time';

export interface LedgerMovement {
  CreatedAt: string;
  Type: 'commission' | 'sub_commission' | 'adjustment' | 'payment' | 'payment_reversal';
  /** Signed, in currency units. */
  Amount: number;
  Description: string;
  PaymentID: number | null;
}

export interface PaymentState {
  Status: PaymentStatus;
  Category: PaymentCategory;
}

export interface StatementLine {
  date: string;
  amount: number;
}
export interface Statement {
  month: string;
  currency: Currency;
  periodStart: string;
  periodEnd: string;
  closed: boolean;
  openingBalance: number;
  commissions: { kind: 'cpa' | 'revshare'; amount: number }[];
  commissionTotal: number;
  subAffiliateCommission: number;
  adjustments: { date: string; description: string; amount: number; paymentId: number | null }[];
  adjustmentTotal: number;
  payouts: { paymentId: number; date: string; amount: number; status: PaymentStatus; category: PaymentCategory }[];
  returned: { paymentId: number; date: string; amount: number; status: PaymentStatus }[];
  payoutTotal: number;
  closingBalance: number;
  generatedAt: string;
}

/** Digits after the decimal point a currency's statements use (CLP has none). */
export const minorDigits = (currency: Currency): number => (currency === 'CLP' ? 0 : 2);

/** YYYY-MM of the Brazilian calendar month an instant falls in. */
export const brazilMonth = (iso: string): string => brazilDate(new Date(iso)).slice(0, 7);

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The CPA share of a partner's commission in a month: between 55% and 80%, fixed per partner and month. */
export function cpaShare(userId: number, month: string): number {
  const rnd = mulberry32(hashSeed(userId, Number(month.replace('-', ''))));
  return 0.55 + rnd() * 0.25;
}

export interface StatementInput {
  userId: number;
  currency: Currency;
  movements: readonly LedgerMovement[];
  payments: ReadonlyMap<number, PaymentState>;
  now: Date;
}

/** Every month's statement from the first movement's month to the current one, oldest first. */
export function buildStatements({ userId, currency, movements, payments, now }: StatementInput): Statement[] {
  const digits = minorDigits(currency);
  const scale = 10 ** digits;
  // Half away from zero, as a bank rounds: a debit of 999.5 pesos is 1,000, as its credit would be.
  const units = (amount: number) => Math.sign(amount) * Math.round(Math.abs(amount) * scale) || 0;
  const money = (u: number) => u / scale;
  const today = brazilDate(now);
  const current = today.slice(0, 7);
  const sorted = [...movements]
    .filter((m) => Date.parse(m.CreatedAt) <= now.getTime())
    .sort((a, b) => (a.CreatedAt < b.CreatedAt ? -1 : a.CreatedAt > b.CreatedAt ? 1 : 0));
  const first = sorted[0] ? brazilMonth(sorted[0].CreatedAt) : current;
  const byMonth = new Map<string, LedgerMovement[]>();
  for (const m of sorted) {
    const key = brazilMonth(m.CreatedAt);
    byMonth.set(key, [...(byMonth.get(key) ?? []), m]);
  }

  const out: Statement[] = [];
  let opening = 0;
  for (let month = first; month <= current; month = nextMonth(month)) {
    let commission = 0;
    let sub = 0;
    let adjustment = 0;
    let payout = 0;
    const statement: Statement = {
      month,
      currency,
      periodStart: `${month}-01`,
      periodEnd: month === current ? today : lastDay(month),
      closed: month < current,
      openingBalance: money(opening),
      commissions: [],
      commissionTotal: 0,
      subAffiliateCommission: 0,
      adjustments: [],
      adjustmentTotal: 0,
      payouts: [],
      returned: [],
      payoutTotal: 0,
      closingBalance: 0,
      generatedAt: now.toISOString(),
    };
    for (const m of byMonth.get(month) ?? []) {
      const u = units(m.Amount);
      const payment = m.PaymentID === null ? undefined : payments.get(m.PaymentID);
      switch (m.Type) {
        case 'commission':
          commission += u;
          break;
        case 'sub_commission':
          sub += u;
          break;
        case 'adjustment':
          adjustment += u;
          statement.adjustments.push({ date: m.CreatedAt, description: m.Description, amount: money(u), paymentId: m.PaymentID });
          break;
        case 'payment':
          payout += u;
          if (m.PaymentID !== null && payment)
            statement.payouts.push({
              paymentId: m.PaymentID,
              date: m.CreatedAt,
              amount: money(u),
              status: payment.Status,
              category: payment.Category,
            });
          break;
        case 'payment_reversal':
          payout += u;
          if (m.PaymentID !== null && payment)
            statement.returned.push({ paymentId: m.PaymentID, date: m.CreatedAt, amount: money(u), status: payment.Status });
          break;
      }
    }
    if (commission !== 0) {
      const cpa = Math.floor(commission * cpaShare(userId, month));
      statement.commissions = [
        { kind: 'cpa', amount: money(cpa) },
        { kind: 'revshare', amount: money(commission - cpa) },
      ];
    }
    const closing = opening + commission + sub + adjustment + payout;
    Object.assign(statement, {
      commissionTotal: money(commission),
      subAffiliateCommission: money(sub),
      adjustmentTotal: money(adjustment),
      payoutTotal: money(payout),
      closingBalance: money(closing),
    });
    out.push(statement);
    opening = closing;
  }
  return out;
}
