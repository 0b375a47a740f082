import { describe, expect, it } from 'vitest';
import { matchPreset, percentChange, presetRange, rangeFromParams, STATS_START } from './presets';

const today = '2026-03-15';

describe('presetRange', () => {
  it('computes each preset from a fixed today', () => {
    expect(presetRange('today', today)).toEqual({ since: '2026-03-15', until: '2026-03-15' });
    expect(presetRange('7d', today)).toEqual({ since: '2026-03-09', until: '2026-03-15' });
    expect(presetRange('this-month', today)).toEqual({ since: '2026-03-01', until: '2026-03-15' });
    expect(presetRange('last-month', today)).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    expect(presetRange('since-start', today)).toEqual({ since: STATS_START, until: '2026-03-15' });
  });

  it('handles a leap year, January and the first days of statistics', () => {
    // Before statistics exist, last month collapses to the first day rather than an empty range.
    expect(presetRange('last-month', '2024-05-10')).toEqual({ since: STATS_START, until: STATS_START });
    expect(presetRange('last-month', '2028-03-02')).toEqual({ since: '2028-02-01', until: '2028-02-29' });
    expect(presetRange('last-month', '2027-01-10')).toEqual({ since: '2026-12-01', until: '2026-12-31' });
    expect(presetRange('7d', '2024-05-03')).toEqual({ since: STATS_START, until: '2024-05-03' });
  });

  it('recognises a range that is a preset', () => {
    expect(matchPreset({ since: '2026-02-01', until: '2026-02-28' }, today)).toBe('last-month');
    expect(matchPreset({ since: '2026-02-02', until: '2026-02-28' }, today)).toBeNull();
  });
});

describe('rangeFromParams', () => {
  it('reads a valid range, clamps it and falls back to the preset', () => {
    const p = (s: string) => new URLSearchParams(s);
    expect(rangeFromParams(p('since=2026-01-01&until=2026-01-31'), today, '7d')).toEqual({ since: '2026-01-01', until: '2026-01-31' });
    expect(rangeFromParams(p('since=2023-01-01&until=2030-01-31'), today, '7d')).toEqual({ since: STATS_START, until: today });
    expect(rangeFromParams(p('since=2026-02-10&until=2026-02-01'), today, '7d')).toEqual({ since: '2026-02-01', until: '2026-02-10' });
    expect(rangeFromParams(p('since=nonsense&until=2026-02-01'), today, '7d')).toEqual(presetRange('7d', today));
    expect(rangeFromParams(p(''), today, 'this-month')).toEqual(presetRange('this-month', today));
  });
});

describe('percentChange', () => {
  it('is relative to the previous value and null from nothing', () => {
    expect(percentChange(150, 100)).toBe(0.5);
    expect(percentChange(50, 100)).toBe(-0.5);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
  });
});
