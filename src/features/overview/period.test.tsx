import { describe, expect, it } from 'vitest';
import { brazilToday } from './period';

describe('brazilToday', () => {
  it('is the date in Brazil (UTC−3), not in UTC', () => {
    expect(brazilToday(new Date('2026-11-06T02:59:00Z'))).toBe('2026-11-05');
    expect(brazilToday(new Date('2026-11-06T03:00:00Z'))).toBe('2026-11-06');
  });
});
