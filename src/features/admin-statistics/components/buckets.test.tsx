// The admin chart's points: a unit that keeps the number of calls small, and sub-periods that
// cover the period exactly (no day twice, none missing), clipped at both ends.
import { describe, expect, it } from 'vitest';
import { rangeDays } from '@/components/date-range/presets';
import { bucketsFor, bucketUnit } from './buckets';

function covers(range: { since: string; until: string }) {
  const { buckets } = bucketsFor(range);
  expect(buckets[0]!.since).toBe(range.since);
  expect(buckets.at(-1)!.until).toBe(range.until);
  expect(buckets.reduce((n, b) => n + rangeDays(b), 0)).toBe(rangeDays(range));
  return buckets;
}

describe('bucketUnit', () => {
  it('picks days, weeks, months then quarters', () => {
    expect(bucketUnit(1)).toBe('day');
    expect(bucketUnit(14)).toBe('day');
    expect(bucketUnit(15)).toBe('week');
    expect(bucketUnit(112)).toBe('week');
    expect(bucketUnit(113)).toBe('month');
    expect(bucketUnit(549)).toBe('month');
    expect(bucketUnit(550)).toBe('quarter');
  });
});

describe('bucketsFor', () => {
  it('gives one bucket a day for a week', () => {
    const buckets = covers({ since: '2026-11-01', until: '2026-11-07' });
    expect(buckets).toHaveLength(7);
    expect(buckets[3]).toEqual({ since: '2026-11-04', until: '2026-11-04' });
  });

  it('cuts a month into weeks from its first day, the last one short', () => {
    const buckets = covers({ since: '2026-10-01', until: '2026-10-31' });
    expect(buckets.map((b) => b.since)).toEqual(['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29']);
    expect(buckets.at(-1)).toEqual({ since: '2026-10-29', until: '2026-10-31' });
  });

  it('cuts half a year into calendar months, clipped to the period', () => {
    const buckets = covers({ since: '2026-01-15', until: '2026-06-10' });
    expect(buckets[0]).toEqual({ since: '2026-01-15', until: '2026-01-31' });
    expect(buckets[1]).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    expect(buckets.at(-1)).toEqual({ since: '2026-06-01', until: '2026-06-10' });
  });

  it('cuts the whole programme into calendar quarters (few calls)', () => {
    const buckets = covers({ since: '2024-05-01', until: '2026-11-20' });
    expect(bucketsFor({ since: '2024-05-01', until: '2026-11-20' }).unit).toBe('quarter');
    expect(buckets[0]).toEqual({ since: '2024-05-01', until: '2024-06-30' });
    expect(buckets[1]).toEqual({ since: '2024-07-01', until: '2024-09-30' });
    expect(buckets.length).toBeLessThanOrEqual(12);
  });
});
