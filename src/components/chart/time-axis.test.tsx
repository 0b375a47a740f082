// The time axis shared by the statistics charts: point length per period, the label of a point's
// day (never moved to the day before by a time zone) and the short amounts of the value axis.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { axisDateLabel, compactMoney, granularityFor } from './time-axis';

const en = createIntl({ locale: 'en-US' });
const pt = createIntl({ locale: 'pt-BR' });

describe('time axis', () => {
  it('uses days up to 93 days, weeks up to a year, then months', () => {
    expect(granularityFor(93)).toBe('day');
    expect(granularityFor(94)).toBe('week');
    expect(granularityFor(366)).toBe('week');
    expect(granularityFor(367)).toBe('month');
  });

  it('writes day and month for days and weeks, month and year for months and quarters', () => {
    expect(axisDateLabel(en, '2026-11-01', 'day')).toBe('Nov 01');
    expect(axisDateLabel(pt, '2026-11-01', 'week')).toBe('01 de nov.');
    expect(axisDateLabel(en, '2026-10-01', 'quarter')).toBe('Oct 26');
  });

  it('shortens amounts for ticks', () => {
    expect(compactMoney(1_800_000, 'en-US', 'BRL')).toBe('R$1.8M');
    expect(compactMoney(1_800_000, 'pt-BR', 'BRL')).toMatch(/^R\$\s1,8\smi$/);
  });
});
