// A statement as CSV (issue 19.3): one row per line of the statement, in the order the page shows
// them, under translated headers (a partner opens it in a spreadsheet in their language), with
// amounts as plain numbers with a dot (numbers, not text: a spreadsheet reads them as numbers, and
// src/lib/csv.ts escapes only text that looks like a formula — "-2000.00" as text would be), dates
// as the Brazilian calendar day (YYYY-MM-DD) and the statuses' translated labels. The totals are
// the API's, never summed here.
import type { IntlShape } from 'react-intl';
import type { Statement } from '@/api/generated/model/statement';
import { toCsv } from '@/lib/csv';
import { truncate2 } from '@/lib/money';
import { statementsMessages as m } from './messages';

type Cell = string | number | null;

/** Brazil keeps UTC−3 all year: the statement's calendar day of an instant, YYYY-MM-DD. */
const brazilDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
type Formatter = Pick<IntlShape, 'formatMessage'>;

/** The statement's lines: [section, date, description, payment, status, amount, currency]. */
export function statementCsvRows(s: Statement, intl: Formatter, statusLabel: (status: string) => string): Cell[][] {
  const t = intl.formatMessage;
  // The API's amounts already have the currency's minor unit (CLP whole pesos); truncate2 only
  // guards against float noise such as 0.30000000000000004.
  const amount = (value: number) => truncate2(value);
  const row = (section: string, date: string, description: string, payment: number | null, status: string, value: number): Cell[] => [
    section,
    date,
    description,
    payment,
    status,
    amount(value),
    s.currency,
  ];
  return [
    row(t(m.opening), s.periodStart, '', null, '', s.openingBalance),
    ...s.commissions.map((c) => row(t(m.commissions), '', t(m[c.kind]), null, '', c.amount)),
    row(t(m.commissionTotal), '', '', null, '', s.commissionTotal),
    row(t(m.subAffiliate), '', '', null, '', s.subAffiliateCommission),
    ...s.adjustments.map((a) => row(t(m.adjustments), brazilDay(a.date), a.description, a.paymentId, '', a.amount)),
    row(t(m.adjustmentTotal), '', '', null, '', s.adjustmentTotal),
    ...s.payouts.map((p) =>
      row(
        t(m.payouts),
        brazilDay(p.date),
        t(m.payout, { id: p.paymentId, category: t(m[p.category]) }),
        p.paymentId,
        statusLabel(p.status),
        p.amount,
      ),
    ),
    ...s.returned.map((r) =>
      row(t(m.payouts), brazilDay(r.date), t(m.returned, { id: r.paymentId }), r.paymentId, statusLabel(r.status), r.amount),
    ),
    row(t(m.payoutTotal), '', '', null, '', s.payoutTotal),
    row(t(m.closing), s.periodEnd, '', null, '', s.closingBalance),
  ];
}

export function statementCsv(s: Statement, intl: Formatter, statusLabel: (status: string) => string): Promise<string> {
  const headers = [m.section, m.date, m.description, m.payment, m.status, m.amount, m.currencyColumn].map((d) => intl.formatMessage(d));
  return toCsv(headers, statementCsvRows(s, intl, statusLabel));
}

/** statement-10008-2026-11-MXN.csv: the partner, the month and the currency. */
export function statementFileName(partnerId: number, s: Pick<Statement, 'month' | 'currency'>): string {
  return `statement-${partnerId}-${s.month}-${s.currency}.csv`;
}
