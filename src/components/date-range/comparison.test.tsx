import { describe, expect, it } from 'vitest';
import { comparisonPeriod, previousPeriod } from './comparison';
import { presetRange, STATS_START } from './presets';

describe('previousPeriod', () => {
  it('compares a whole month with the whole calendar month before it', () => {
    // Last month in November 2026: October against September 1–30, not 08/31–09/30.
    expect(presetRange('last-month', '2026-11-25')).toEqual({ since: '2026-10-01', until: '2026-10-31' });
    expect(previousPeriod({ since: '2026-10-01', until: '2026-10-31' })).toEqual({ since: '2026-09-01', until: '2026-09-30' });
    // Leap Februaries, and a common one.
    expect(previousPeriod({ since: '2024-03-01', until: '2024-03-31' })).toEqual({ since: '2024-02-01', until: '2024-02-29' });
    expect(previousPeriod(presetRange('last-month', '2028-04-10'))).toEqual({ since: '2028-02-01', until: '2028-02-29' });
    expect(previousPeriod({ since: '2026-03-01', until: '2026-03-31' })).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    // January → the December of the year before; February → all of January.
    expect(previousPeriod(presetRange('last-month', '2027-02-03'))).toEqual({ since: '2026-12-01', until: '2026-12-31' });
    expect(previousPeriod({ since: '2026-02-01', until: '2026-02-28' })).toEqual({ since: '2026-01-01', until: '2026-01-31' });
  });

  it('compares several whole months (a quarter, a year) with as many whole months before', () => {
    expect(previousPeriod({ since: '2026-04-01', until: '2026-06-30' })).toEqual({ since: '2026-01-01', until: '2026-03-31' });
    expect(previousPeriod({ since: '2026-01-01', until: '2026-12-31' })).toEqual({ since: '2025-01-01', until: '2025-12-31' });
  });

  it('compares this month so far with the same days of the month before, cut at its end', () => {
    expect(previousPeriod(presetRange('this-month', '2026-11-25'))).toEqual({ since: '2026-10-01', until: '2026-10-25' });
    expect(previousPeriod(presetRange('this-month', '2026-03-30'))).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    expect(previousPeriod(presetRange('this-month', '2028-03-30'))).toEqual({ since: '2028-02-01', until: '2028-02-29' });
    expect(previousPeriod(presetRange('this-month', '2027-01-01'))).toEqual({ since: '2026-12-01', until: '2026-12-01' });
  });

  it('compares today, the last 7 days and a custom range with the same length just before', () => {
    expect(previousPeriod(presetRange('today', '2026-11-25'))).toEqual({ since: '2026-11-24', until: '2026-11-24' });
    expect(previousPeriod(presetRange('7d', '2026-03-03'))).toEqual({ since: '2026-02-18', until: '2026-02-24' });
    expect(previousPeriod({ since: '2026-10-10', until: '2026-10-19' })).toEqual({ since: '2026-09-30', until: '2026-10-09' });
    // From the 1st but neither whole months nor inside one month: still the same length.
    expect(previousPeriod({ since: '2026-10-01', until: '2026-11-10' })).toEqual({ since: '2026-08-21', until: '2026-09-30' });
  });
});

describe('comparisonPeriod', () => {
  it('is the previous period once statistics exist for all of it', () => {
    expect(comparisonPeriod(presetRange('last-month', '2026-11-25'))).toEqual({ since: '2026-09-01', until: '2026-09-30' });
    expect(comparisonPeriod({ since: '2024-06-01', until: '2024-06-30' })).toEqual({ since: STATS_START, until: '2024-05-31' });
    expect(comparisonPeriod({ since: '2024-05-11', until: '2024-05-20' })).toEqual({ since: STATS_START, until: '2024-05-10' });
  });

  it('is none for a period that starts before statistics begin, entirely or partly', () => {
    // Since start: the period before lies entirely before 2024-05-01 (it would be 2021–2024).
    expect(previousPeriod(presetRange('since-start', '2026-11-25')).until).toBe('2024-04-30');
    expect(comparisonPeriod(presetRange('since-start', '2026-11-25'))).toBeNull();
    expect(comparisonPeriod({ since: STATS_START, until: STATS_START })).toBeNull();
    expect(comparisonPeriod({ since: '2024-05-01', until: '2024-05-31' })).toBeNull();
    // Partly before: left out too (the API's zeros before the start would inflate the change).
    expect(comparisonPeriod({ since: '2024-05-10', until: '2024-05-20' })).toBeNull();
    expect(comparisonPeriod(presetRange('this-month', '2024-06-15'))).toEqual({ since: STATS_START, until: '2024-05-15' });
  });
});
