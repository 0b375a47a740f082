import { describe, expect, it } from 'vitest';
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';
import { payoutBlockers } from './payout-blockers';

const ORDER = [2000, 2001, 2002, 2007, 2004, 2010, 2009, 2008, 2011, 2012] as const;

function wallet(amount: number, failing: number[] = [], open = true): PayoutEligibilityFull {
  return {
    eligible: failing.length === 0,
    amount,
    qftd: 12,
    ftd: 3,
    window: { open, nextOpensAt: open ? null : '2026-11-16T03:00:00.000Z' },
    checks: ORDER.map((code) => ({ code, ok: !failing.includes(code) })),
  };
}

describe('payoutBlockers', () => {
  it('nothing blocks when either wallet holds the minimum and the window is open', () => {
    expect(payoutBlockers([wallet(1843.57), wallet(312.4)])).toEqual([]);
    expect(payoutBlockers([wallet(0, [2009]), wallet(312.4)])).toEqual([]);
    expect(payoutBlockers([])).toEqual([]);
  });

  it('the closed window, with the day the next one opens', () => {
    expect(payoutBlockers([wallet(1843.57, [2007], false), wallet(312.4, [2007], false)])).toEqual([
      { reason: 'window', nextOpensAt: '2026-11-16T03:00:00.000Z' },
    ]);
  });

  it('both wallets under the minimum: the larger amount; both empty: no balance', () => {
    expect(payoutBlockers([wallet(87.4, [2009]), wallet(0, [2009])])).toEqual([{ reason: 'under-minimum', amount: 87.4 }]);
    expect(payoutBlockers([wallet(0, [2009]), wallet(0, [2009])])).toEqual([{ reason: 'no-balance' }]);
  });

  it('other refusals are the request’s to tell; an unknown partner (2000) blocks nothing', () => {
    expect(payoutBlockers([wallet(500, [2002, 2004, 2008]), wallet(0, [2002, 2004, 2008, 2009])])).toEqual([]);
    expect(payoutBlockers([wallet(500, [...ORDER]), wallet(0, [...ORDER])])).toEqual([]);
  });

  it('the 24-hour hold after a bank or PIX change (2014, issue 17), first, with its end', () => {
    const held = { ...wallet(1843.57, [2014]), holdUntil: '2026-11-06T15:00:00.000Z' };
    expect(payoutBlockers([held, { ...wallet(312.4, [2014]), holdUntil: held.holdUntil }])).toEqual([
      { reason: 'hold', until: '2026-11-06T15:00:00.000Z' },
    ]);
    expect(payoutBlockers([{ ...wallet(1843.57), holdUntil: null }, wallet(312.4)])).toEqual([]);
  });
});
