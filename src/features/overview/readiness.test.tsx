import { describe, expect, it } from 'vitest';
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';
import { readinessConditions } from './readiness';

const ORDER = [2000, 2001, 2002, 2007, 2004, 2010, 2009, 2008, 2011, 2012] as const;

function full(failing: number[], open = true): PayoutEligibilityFull {
  return {
    eligible: failing.length === 0,
    amount: 300,
    qftd: 10,
    ftd: 0,
    window: { open, nextOpensAt: open ? null : '2026-11-16T03:00:00.000Z' },
    checks: ORDER.map((code) => ({ code, ok: !failing.includes(code) })),
  };
}

const met = (f: PayoutEligibilityFull) => Object.fromEntries(readinessConditions(f).map((c) => [c.key, c.ok]));

describe('readinessConditions', () => {
  it('lists the six conditions, all met, when every check passes', () => {
    expect(readinessConditions(full([])).map((c) => c.key)).toEqual([
      'window',
      'amount',
      'qualification',
      'taxPayerId',
      'business',
      'noPending',
    ]);
    expect(Object.values(met(full([])))).toEqual([true, true, true, true, true, true]);
  });

  it('maps each payout code to its condition', () => {
    expect(met(full([2007], false))).toMatchObject({ window: false, amount: true });
    expect(met(full([2009]))).toMatchObject({ amount: false });
    expect(met(full([2008]))).toMatchObject({ qualification: false });
    expect(met(full([2002]))).toMatchObject({ taxPayerId: false });
    expect(met(full([2004]))).toMatchObject({ noPending: false });
    expect(met(full([2010]))).toMatchObject({ noPending: false });
  });

  it('tells a missing business (2011) from one not approved (2012)', () => {
    expect(readinessConditions(full([2011, 2012])).find((c) => c.key === 'business')).toEqual({
      key: 'business',
      ok: false,
      missing: true,
    });
    expect(readinessConditions(full([2012])).find((c) => c.key === 'business')).toEqual({ key: 'business', ok: false, missing: false });
  });

  it('shows account and name only when they fail, first', () => {
    expect(readinessConditions(full([2001])).map((c) => c.key)[0]).toBe('name');
    expect(readinessConditions(full([])).some((c) => c.key === 'name' || c.key === 'account')).toBe(false);
  });

  it('a person payout needs no business: not needed (and not blocking), whatever 2011/2012 say', () => {
    for (const category of ['person', 'person_sb'])
      expect(readinessConditions(full([]), category).find((c) => c.key === 'business')).toEqual({
        key: 'business',
        ok: true,
        notNeeded: true,
      });
    expect(readinessConditions(full([2011, 2012]), 'business').find((c) => c.key === 'business')).toEqual({
      key: 'business',
      ok: false,
      missing: true,
    });
    expect(readinessConditions(full([]), 'business_sb').find((c) => c.key === 'business')).toEqual({
      key: 'business',
      ok: true,
      missing: false,
    });
  });

  it('reads the window as closed when the window says so even if its check is missing', () => {
    const f = full([], false);
    f.checks = f.checks.filter((c) => c.code !== 2007);
    expect(met(f).window).toBe(false);
  });

  it('shows the 24-hour hold (2014, issue 17) only while it lasts, first after account and name', () => {
    const held = { ...full([2014]), holdUntil: '2026-11-06T15:00:00.000Z' };
    expect(readinessConditions(held)[0]).toEqual({ key: 'hold', ok: false });
    expect(readinessConditions({ ...full([]), holdUntil: null }).some((c) => c.key === 'hold')).toBe(false);
  });
});
