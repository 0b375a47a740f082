// A statement as CSV (issue 19.3): one row per line of the statement, in the order the page shows
// them, under translated headers (a partner opens it in a spreadsheet in their language), with
// amounts as plain numbers with a dot and the currency's own decimals (CLP none, the others 2),
// dates as the Brazilian calendar day (YYYY-MM-DD) and the statuses' translated labels. The totals
// are the API's, never summed here. Written by src/lib/csv.ts (papaparse, formula-looking text
// escaped, a plain negative amount kept a number).
import type { IntlShape } from 'react-intl';
import type { Statement } from '@/api/generated/model/statement';
import { toCsv } from '@/lib/csv';
import { brazilDay } from '@/lib/dates';
import { currencyDigits } from '@/lib/money';
import { statementsMessages as m } from './messages';

type Cell = string | number | null;
type Formatter = Pick<IntlShape, 'formatMessage'>;

/** The statement's lines: [section, date, description, payment, status, amount, currency]. */
export function statementCsvRows(s: Statement, intl: Formatter, statusLabel: (status: string) => string): Cell[][] {
  const t = intl.formatMessage;
  const amount = (value: number) => value.toFixed(currencyDigits(s.currency));
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
