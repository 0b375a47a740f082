import { describe, expect, it } from 'vitest';
import { buildStatements, cpaShare, type LedgerMovement, type PaymentState, type Statement } from './statements';

const now = new Date('2026-11-05T15:00:00.000Z');
const move = (CreatedAt: string, Type: LedgerMovement['Type'], Amount: number, PaymentID: number | null = null): LedgerMovement => ({
  CreatedAt,
  Type,
  Amount,
  Description: Type,
  PaymentID,
});
const payments = new Map<number, PaymentState>([
  [10, { Status: 'Completed', Category: 'person' }],
  [11, { Status: 'Cancelled', Category: 'person' }],
  [12, { Status: 'Completed', Category: 'admin' }],
]);

/** opening + every movement of the statement = closing, in the statement's own figures. */
function balances(s: Statement): boolean {
  const lines = [
    s.openingBalance,
    ...s.commissions.map((c) => c.amount),
    s.subAffiliateCommission,
    ...s.adjustments.map((a) => a.amount),
    ...s.payouts.map((p) => p.amount),
    ...s.returned.map((r) => r.amount),
  ];
  const digits = s.currency === 'CLP' ? 1 : 100;
  return Math.round(lines.reduce((a, b) => a + b, 0) * digits) === Math.round(s.closingBalance * digits);
}

describe('buildStatements', () => {
  const movements = [
    move('2026-08-01T03:00:00.000Z', 'commission', 1000.37),
    move('2026-08-01T03:00:00.000Z', 'sub_commission', 45.1),
    move('2026-08-20T12:00:00.000Z', 'payment', -800, 10),
    // 2026-10-01 00:30 in Brazil is still the night of 30 September in UTC: read as October.
    move('2026-10-01T03:30:00.000Z', 'commission', 512.5),
    move('2026-10-02T12:00:00.000Z', 'adjustment', 150, 12),
    move('2026-10-10T12:00:00.000Z', 'payment', -300, 11),
    move('2026-10-12T12:00:00.000Z', 'payment_reversal', 300, 11),
    move('2026-11-01T03:00:00.000Z', 'commission', 99.99),
    move('2026-11-30T12:00:00.000Z', 'commission', 5000), // after now: not in any statement yet
  ];
  const list = buildStatements({ userId: 1, currency: 'BRL', movements, payments, now });
  const month = (m: string) => list.find((s) => s.month === m)!;

  it('has a statement for every month from the first movement to the current one, the empty ones too', () => {
    expect(list.map((s) => [s.month, s.closed])).toEqual([
      ['2026-08', true],
      ['2026-09', true],
      ['2026-10', true],
      ['2026-11', false],
    ]);
    expect(month('2026-11').periodEnd).toBe('2026-11-05');
    expect(month('2026-09')).toMatchObject({
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      openingBalance: 245.47,
      closingBalance: 245.47,
    });
  });

  it('opens each month at the previous closing and closes at opening + movements', () => {
    expect(list.every(balances)).toBe(true);
    for (let i = 1; i < list.length; i++) expect(list[i]!.openingBalance).toBe(list[i - 1]!.closingBalance);
    expect(month('2026-08')).toMatchObject({
      openingBalance: 0,
      commissionTotal: 1000.37,
      subAffiliateCommission: 45.1,
      payoutTotal: -800,
    });
    expect(month('2026-08').closingBalance).toBe(245.47);
  });

  it('splits the commission into CPA and revenue share that add up to it', () => {
    const [cpa, rev] = month('2026-10').commissions;
    expect(cpa!.kind).toBe('cpa');
    expect(rev!.kind).toBe('revshare');
    expect(Math.round((cpa!.amount + rev!.amount) * 100)).toBe(51250);
    expect(cpa!.amount).toBe(Math.floor(51250 * cpaShare(1, '2026-10')) / 100);
  });

  it('lists payouts with their status now, a returned one on both sides', () => {
    const oct = month('2026-10');
    expect(oct.payouts).toEqual([
      { paymentId: 11, date: '2026-10-10T12:00:00.000Z', amount: -300, status: 'Cancelled', category: 'person' },
    ]);
    expect(oct.returned).toEqual([{ paymentId: 11, date: '2026-10-12T12:00:00.000Z', amount: 300, status: 'Cancelled' }]);
    expect(oct.payoutTotal).toBe(0);
    expect(oct.adjustments).toEqual([{ date: '2026-10-02T12:00:00.000Z', description: 'adjustment', amount: 150, paymentId: 12 }]);
    expect(oct.closingBalance).toBe(245.47 + 512.5 + 150);
  });

  it('leaves out what happens after now', () => {
    expect(month('2026-11').commissionTotal).toBe(99.99);
  });

  it('CLP: every line in whole pesos, and the whole pesos add up month after month', () => {
    const clp = buildStatements({
      userId: 7,
      currency: 'CLP',
      now,
      payments,
      movements: [
        move('2026-09-01T03:00:00.000Z', 'commission', 183_456.6),
        move('2026-09-01T03:00:00.000Z', 'sub_commission', 1_234.5),
        move('2026-09-15T12:00:00.000Z', 'payment', -90_000.4, 10),
        move('2026-10-01T03:00:00.000Z', 'commission', 77_777.7),
        move('2026-10-03T12:00:00.000Z', 'adjustment', -999.5, 12),
      ],
    });
    const amounts = clp.flatMap((s) => [
      s.openingBalance,
      s.closingBalance,
      s.commissionTotal,
      s.subAffiliateCommission,
      s.adjustmentTotal,
      s.payoutTotal,
      ...s.commissions.map((c) => c.amount),
    ]);
    expect(amounts.every(Number.isInteger)).toBe(true);
    expect(clp.every(balances)).toBe(true);
    expect(clp.map((s) => [s.month, s.openingBalance, s.closingBalance])).toEqual([
      ['2026-09', 0, 183_457 + 1_235 - 90_000],
      ['2026-10', 94_692, 94_692 + 77_778 - 1_000],
      ['2026-11', 171_470, 171_470],
    ]);
  });

  it('a partner without any movement has the current month, at zero', () => {
    expect(buildStatements({ userId: 2, currency: 'MXN', movements: [], payments, now })).toMatchObject([
      { month: '2026-11', currency: 'MXN', openingBalance: 0, closingBalance: 0, commissions: [] },
    ]);
  });
});
