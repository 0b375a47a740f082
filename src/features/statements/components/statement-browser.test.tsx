// The statements page's body (issue 19.3) from mocked API answers: the sections and the API's own
// totals in the statement's currency (MXN with cents, CLP without decimals), the status badges
// translated, the month from the URL, a month without a statement (404) as the empty state, and a
// failed load with its retry.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setDateLocale } from '@/i18n/date-locale';
import type { Statement } from '@/api/generated/model/statement';
import type { StatementList } from '@/api/generated/model/statementList';
import { render } from '@/testing/render';
import { StatementBrowser } from './statement-browser';

const MXN_STATEMENT: Statement = {
  month: '2026-10',
  currency: 'MXN',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  closed: true,
  openingBalance: 4797.8,
  commissions: [
    { kind: 'cpa', amount: 2866.32 },
    { kind: 'revshare', amount: 786.18 },
  ],
  // The API's totals are shown as they come: this one is deliberately not the lines' sum.
  commissionTotal: 3652.51,
  subAffiliateCommission: 0,
  adjustments: [{ date: '2026-10-14T13:00:00Z', description: 'Bono de campaña', amount: 1500, paymentId: null }],
  adjustmentTotal: 1500,
  payouts: [{ paymentId: 2290, date: '2026-10-02T14:10:00Z', amount: -2000, status: 'Cancelled', category: 'person' }],
  returned: [{ paymentId: 2290, date: '2026-10-03T01:30:00Z', amount: 2000, status: 'Cancelled' }],
  payoutTotal: 0,
  closingBalance: 9950.31,
  generatedAt: '2026-11-05T15:00:00Z',
};

const CLP_STATEMENT: Statement = {
  ...MXN_STATEMENT,
  currency: 'CLP',
  openingBalance: 1234567,
  commissions: [{ kind: 'cpa', amount: 250000 }],
  commissionTotal: 250000,
  adjustments: [],
  adjustmentTotal: 0,
  payouts: [{ paymentId: 31, date: '2026-10-20T12:00:00Z', amount: -500000, status: 'Completed', category: 'business' }],
  returned: [],
  payoutTotal: -500000,
  closingBalance: 984567,
};

function answer(list: StatementList, statements: Statement[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/me/statements', () => HttpResponse.json(list)),
    http.get('*/api/me/statements/:month', ({ params, request }) => {
      const currency = new URL(request.url).searchParams.get('currency');
      asked.push(`${String(params.month)} ${currency}`);
      const found = statements.find((s) => s.month === params.month && s.currency === currency);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'No statement', reason: 'not_found' }, { status: 404 });
    }),
  );
  return asked;
}

const summary = (s: Statement) => ({ month: s.month, currency: s.currency, closingBalance: s.closingBalance, closed: s.closed });
const open = (s: Statement) => ({ ...summary(s), month: '2026-11', closed: false });
const partner = { id: 10008, name: 'Valeria Hernández' };

describe('StatementBrowser', () => {
  it('shows an MXN statement in Spanish: every section, the API’s totals with cents, translated statuses', async () => {
    setDateLocale('es-419'); // as the app does before a Spanish screen (the test setup resets it)
    const asked = answer({ items: [open(MXN_STATEMENT), summary(MXN_STATEMENT)] }, [MXN_STATEMENT]);
    render(<StatementBrowser own="MXN" partner={partner} />, { as: 'affiliate', locale: 'es-419', route: '/?month=2026-10' });
    const sheet = await screen.findByRole('region', { name: 'Estado de cuenta de octubre de 2026 en MXN' });
    expect(asked).toEqual(['2026-10 MXN']);
    expect(within(sheet).getByText('Socio: Valeria Hernández (ID 10008)')).toBeInTheDocument();
    expect(within(sheet).getByText('Período: del 01/10/2026 al 31/10/2026')).toBeInTheDocument();
    expect(within(sheet).getByText('cerrado')).toBeInTheDocument();
    const row = (name: string) => within(sheet).getByText(name).closest('tr')!;
    expect(row('Saldo inicial')).toHaveTextContent('01/10/2026Saldo inicialMXN 4,797.80');
    expect(row('CPA')).toHaveTextContent('MXN 2,866.32');
    expect(row('Participación en ingresos')).toHaveTextContent('MXN 786.18');
    expect(row('Total de comisiones')).toHaveTextContent('MXN 3,652.51');
    expect(row('Comisión de subafiliados')).toHaveTextContent('MXN 0.00');
    expect(row('Bono de campaña')).toHaveTextContent('14/10/2026Bono de campañaMXN 1,500.00');
    expect(row('Retiro #2290 (persona física)')).toHaveTextContent('02/10/2026Retiro #2290 (persona física)cancelado-MXN 2,000.00');
    // 01:30 UTC on the 3rd is still the 2nd in Brazil, the statement's calendar.
    expect(row('Retiro #2290 devuelto al saldo')).toHaveTextContent('02/10/2026Retiro #2290 devuelto al saldocanceladoMXN 2,000.00');
    expect(row('Total de retiros')).toHaveTextContent('MXN 0.00');
    expect(row('Saldo final')).toHaveTextContent('31/10/2026Saldo finalMXN 9,950.31');
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveValue('2026-10');
    expect(screen.getByRole('option', { name: 'Noviembre de 2026 (abierto)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it('shows a CLP statement without decimals, the newest month by default, and says an open month is open', async () => {
    const current = { ...CLP_STATEMENT, month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-05', closed: false };
    answer({ items: [summary(current), summary(CLP_STATEMENT)] }, [current, CLP_STATEMENT]);
    render(<StatementBrowser own="CLP" partner={partner} />, { as: 'affiliate' });
    const sheet = await screen.findByRole('region', { name: 'Statement for November 2026 in CLP' });
    expect(within(sheet).getByText(/This month is still open/)).toBeInTheDocument();
    const row = (name: string) => within(sheet).getByText(name).closest('tr')!;
    expect(row('Opening balance')).toHaveTextContent('CLP 1,234,567');
    expect(row('Payout #31 (company)')).toHaveTextContent('completed-CLP 500,000');
    expect(row('Closing balance')).toHaveTextContent(/CLP 984,567$/);
    expect(within(sheet).getByText('None this month')).toBeInTheDocument();
  });

  it('says when a currency or a month has no statement, and retries a failed load', async () => {
    answer({ items: [] }, []);
    const first = render(<StatementBrowser own="BRL" partner={partner} />, { as: 'affiliate' });
    expect(await screen.findByText('There is no statement in BRL.')).toBeInTheDocument();
    first.unmount();

    answer({ items: [summary(MXN_STATEMENT)] }, []);
    const second = render(<StatementBrowser own="MXN" partner={partner} />, { as: 'affiliate', route: '/?month=2026-09' });
    expect(await screen.findByText('There is no statement for September 2026 in MXN.')).toBeInTheDocument();
    second.unmount();

    answer({ items: [summary(MXN_STATEMENT)] }, [MXN_STATEMENT]);
    server.use(
      http.get('*/api/me/statements/:month', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = render(<StatementBrowser own="MXN" partner={partner} />, { as: 'affiliate' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Statement for October 2026 in MXN' })).toBeInTheDocument();
  });
});
