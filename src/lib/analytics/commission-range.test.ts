import { describe, expect, it } from 'vitest';
import { COMMISSION_RANGES, commissionRange } from './commission-range';

describe('commissionRange (spec §9: eight ranges)', () => {
  it.each([
    [0, '0-500'],
    [500, '0-500'],
    [500.99, '0-500'],
    [501, '501-1000'],
    [1000, '501-1000'],
    [1001, '1001-5000'],
    [5000, '1001-5000'],
    [5001, '5001-10000'],
    [10000, '5001-10000'],
    [10001, '10001-25000'],
    [25000, '10001-25000'],
    [25001, '25001-50000'],
    [50000, '25001-50000'],
    [50001, '50001-250000'],
    [250000, '50001-250000'],
    [250000.5, '50001-250000'],
    [250001, '250001+'],
    [9_999_999, '250001+'],
  ])('%s → %s', (value, range) => {
    expect(commissionRange(value)).toBe(range);
  });

  it('puts negative and non-finite values in the first range', () => {
    expect(commissionRange(-1)).toBe('0-500');
    expect(commissionRange(Number.NaN)).toBe('0-500');
    expect(commissionRange(Number.POSITIVE_INFINITY)).toBe('0-500');
  });

  it('has exactly the eight ranges, in order', () => {
    expect(COMMISSION_RANGES).toHaveLength(8);
  });
});
