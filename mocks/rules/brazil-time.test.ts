// Brazilian calendar boundaries (UTC−3): days, midnights and the Sunday that starts a week.
import { describe, expect, it } from 'vitest';
import {
  brazilDate,
  brazilDayOfMonth,
  brazilDayStart,
  brazilStartOfDay,
  lastSundayStart,
  nextBrazilMidnight,
  nextSundayStart,
} from './brazil-time';

describe('brazil-time', () => {
  it.each([
    ['2026-11-11T02:00:00Z', 10, '2026-11-10'],
    ['2026-11-11T03:00:00Z', 11, '2026-11-11'],
    ['2026-12-01T02:59:59Z', 30, '2026-11-30'],
    ['2027-01-01T02:00:00Z', 31, '2026-12-31'],
  ])('%s is day %i in Brazil', (iso, day, ymd) => {
    expect(brazilDayOfMonth(new Date(iso))).toBe(day);
    expect(brazilDate(new Date(iso))).toBe(ymd);
  });

  it('starts the day at 03:00Z and the next one 24 h later', () => {
    const d = new Date('2026-11-11T02:00:00Z');
    expect(brazilStartOfDay(d).toISOString()).toBe('2026-11-10T03:00:00.000Z');
    expect(nextBrazilMidnight(d).toISOString()).toBe('2026-11-11T03:00:00.000Z');
    expect(brazilDayStart('2026-11-10').toISOString()).toBe('2026-11-10T03:00:00.000Z');
  });

  it.each([
    // 2026-11-08 is a Sunday.
    ['2026-11-08T03:00:00Z', '2026-11-08T03:00:00.000Z'],
    ['2026-11-08T02:59:00Z', '2026-11-01T03:00:00.000Z'],
    ['2026-11-11T12:00:00Z', '2026-11-08T03:00:00.000Z'],
    ['2026-11-15T02:59:59Z', '2026-11-08T03:00:00.000Z'],
  ])('week of %s starts %s', (iso, sunday) => {
    expect(lastSundayStart(new Date(iso)).toISOString()).toBe(sunday);
    expect(nextSundayStart(new Date(iso)).getTime() - Date.parse(sunday)).toBe(7 * 86_400_000);
  });
});
