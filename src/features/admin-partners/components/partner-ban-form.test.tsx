// The ban modal's rules at their boundaries: reason 12–128 characters, the automatic unban day
// from today to 2030-12-31 and required only when the switch is on; the reason's capitalisation.
import { describe, expect, it } from 'vitest';
import { banSchema, brazilToday, capitalise, LAST_UNBAN_DAY } from './partner-ban-form';

const TODAY = '2026-11-20';
function errorIds(values: { reason: string; unban: boolean; unbanDate: string }): Record<string, string> {
  const result = banSchema(TODAY).safeParse(values);
  if (result.success) return {};
  // The first issue of a field is the one the form shows.
  return Object.fromEntries(result.error.issues.toReversed().map((i) => [String(i.path[0]), (JSON.parse(i.message) as { id: string }).id]));
}
const reason = 'Traffic from incentivised sources';

describe('ban reason', () => {
  it('is required, then at least 12 and at most 128 characters', () => {
    expect(errorIds({ reason: '', unban: false, unbanDate: '' }).reason).toBe('form.error.required');
    expect(errorIds({ reason: 'x'.repeat(11), unban: false, unbanDate: '' }).reason).toBe('form.error.too-short');
    expect(errorIds({ reason: 'x'.repeat(12), unban: false, unbanDate: '' })).toEqual({});
    expect(errorIds({ reason: 'x'.repeat(128), unban: false, unbanDate: '' })).toEqual({});
    expect(errorIds({ reason: 'x'.repeat(129), unban: false, unbanDate: '' }).reason).toBe('form.error.too-long');
  });

  it('is sent with its first letter capitalised', () => {
    expect(capitalise('traffic abuse here')).toBe('Traffic abuse here');
    expect(capitalise('')).toBe('');
  });
});

describe('automatic unban day', () => {
  it('is required when the switch is on and ignored when it is off', () => {
    expect(errorIds({ reason, unban: true, unbanDate: '' }).unbanDate).toBe('form.error.required');
    expect(errorIds({ reason, unban: false, unbanDate: '' })).toEqual({});
  });

  it('goes from today to 2030-12-31', () => {
    expect(errorIds({ reason, unban: true, unbanDate: '2026-11-19' }).unbanDate).toBe('admin-partners.ban.date-range');
    expect(errorIds({ reason, unban: true, unbanDate: TODAY })).toEqual({});
    expect(errorIds({ reason, unban: true, unbanDate: LAST_UNBAN_DAY })).toEqual({});
    expect(errorIds({ reason, unban: true, unbanDate: '2031-01-01' }).unbanDate).toBe('admin-partners.ban.date-range');
  });

  it('counts today in Brazil’s time', () => {
    expect(brazilToday(new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(brazilToday(new Date('2026-11-21T03:30:00Z'))).toBe('2026-11-21');
  });
});
