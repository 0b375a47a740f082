// The statement's CSV (issue 19.3): translated headers and labels, one row per statement line in
// the page's order, the API's totals, amounts as plain numbers with a dot in the currency's
// minor unit, written as numbers (a negative one not escaped as a formula, a formula-looking
// description escaped),
// Brazilian calendar days, and the file name with partner, month and currency.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Statement } from '@/api/generated/model/statement';
import enUs from '@/i18n/en-us.json';
import { es419Catalogue } from '@/i18n/es-419-catalogue';
import { statementCsv, statementCsvRows, statementFileName } from './statement-csv';

const MXN: Statement = {
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
  commissionTotal: 3652.5,
  subAffiliateCommission: 12.5,
  adjustments: [{ date: '2026-10-14T13:00:00Z', description: '=HYPERLINK("x")', amount: -150, paymentId: 2301 }],
  adjustmentTotal: -150,
  payouts: [{ paymentId: 2290, date: '2026-10-02T14:10:00Z', amount: -2000, status: 'Cancelled', category: 'person' }],
  returned: [{ paymentId: 2290, date: '2026-10-03T01:30:00Z', amount: 2000, status: 'Cancelled' }],
  payoutTotal: 0,
  closingBalance: 8312.8,
  generatedAt: '2026-11-05T15:00:00Z',
};

const es = createIntl({ locale: 'es-419', messages: es419Catalogue });
const en = createIntl({ locale: 'en-US', messages: enUs as Record<string, string> });
const status = (s: string) => ({ Cancelled: 'cancelado', Completed: 'completado' })[s] ?? s;

describe('statement CSV', () => {
  it('writes every line under Spanish headers, amounts as numbers with a dot (a negative one unescaped), days in Brazil', async () => {
    const csv = await statementCsv(MXN, es, status);
    expect(csv.split('\r\n')).toEqual([
      'Sección,Fecha,Descripción,Pago,Estado,Monto,Moneda',
      'Saldo inicial,2026-10-01,,,,4797.8,MXN',
      'Comisiones,,CPA,,,2866.32,MXN',
      'Comisiones,,Participación en ingresos,,,786.18,MXN',
      'Total de comisiones,,,,,3652.5,MXN',
      'Comisión de subafiliados,,,,,12.5,MXN',
      `Ajustes,2026-10-14,"'=HYPERLINK(""x"")",2301,,-150,MXN`,
      'Total de ajustes,,,,,-150,MXN',
      'Retiros,2026-10-02,Retiro #2290 (persona física),2290,cancelado,-2000,MXN',
      // 01:30 UTC on the 3rd is the 2nd in Brazil.
      'Retiros,2026-10-02,Retiro #2290 devuelto al saldo,2290,cancelado,2000,MXN',
      'Total de retiros,,,,,0,MXN',
      'Saldo final,2026-10-31,,,,8312.8,MXN',
    ]);
  });

  it('writes CLP in whole pesos, and the file name carries partner, month and currency', () => {
    const clp: Statement = { ...MXN, currency: 'CLP', openingBalance: 1234567, closingBalance: 984567, payoutTotal: -250000 };
    const rows = statementCsvRows(clp, en, status);
    expect(rows[0]).toEqual(['Opening balance', '2026-10-01', '', null, '', 1234567, 'CLP']);
    expect(rows.at(-2)).toEqual(['Total payouts', '', '', null, '', -250000, 'CLP']);
    expect(rows.at(-1)).toEqual(['Closing balance', '2026-10-31', '', null, '', 984567, 'CLP']);
    expect(statementFileName(10008, MXN)).toBe('statement-10008-2026-10-MXN.csv');
  });
});
