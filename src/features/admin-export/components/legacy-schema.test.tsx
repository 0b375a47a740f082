// The legacy request's rules at their boundaries: the period (not reversed, at most 366 days,
// not after today), the partner required only for the per-partner data sets, and the body sent.
import { describe, expect, it } from 'vitest';
import { legacySchema, toLegacyBody, type LegacyValues } from './legacy-schema';

const TODAY = '2026-11-20';
const base: LegacyValues = { dataset: 'payments', since: '2025-11-20', until: '2026-11-19', partnerId: '' };
function errorIds(values: Partial<LegacyValues>): Record<string, string> {
  const result = legacySchema(TODAY).safeParse({ ...base, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.toReversed().map((i) => [String(i.path[0]), (JSON.parse(i.message) as { id: string }).id]));
}

describe('legacy export request', () => {
  it('needs both days, in order', () => {
    expect(errorIds({ since: '' }).since).toBe('form.error.required');
    expect(errorIds({ until: '' }).until).toBe('form.error.required');
    expect(errorIds({ since: '2026-11-10', until: '2026-11-09' }).until).toBe('admin-export.error.until-before-since');
    expect(errorIds({ since: '2026-11-10', until: '2026-11-10' })).toEqual({});
  });

  it('takes at most 366 days, none after today', () => {
    expect(errorIds({ since: '2025-11-20', until: '2026-11-20' })).toEqual({});
    expect(errorIds({ since: '2025-11-19', until: '2026-11-20' }).until).toBe('admin-export.legacy.too-long');
    expect(errorIds({ since: '2026-11-20', until: '2026-11-21' }).until).toBe('admin-export.legacy.future');
    expect(errorIds({ since: '2026-11-21', until: '2026-11-21' }).since).toBe('admin-export.legacy.future');
  });

  it('needs a partner for reports and registrations only, as a positive whole number', () => {
    expect(errorIds({ dataset: 'reports' }).partnerId).toBe('admin-export.legacy.partner-needed');
    expect(errorIds({ dataset: 'registrations' }).partnerId).toBe('admin-export.legacy.partner-needed');
    expect(errorIds({ dataset: 'reports', partnerId: '7' })).toEqual({});
    expect(errorIds({ dataset: 'balances' })).toEqual({});
    expect(errorIds({ partnerId: '0' }).partnerId).toBe('form.error.type');
    expect(errorIds({ partnerId: '7a' }).partnerId).toBe('form.error.type');
  });

  it('sends the partner only when given', () => {
    expect(toLegacyBody(base)).toEqual({ dataset: 'payments', since: '2025-11-20', until: '2026-11-19' });
    expect(toLegacyBody({ ...base, dataset: 'reports', partnerId: ' 7 ' })).toEqual({
      dataset: 'reports',
      since: '2025-11-20',
      until: '2026-11-19',
      partnerId: 7,
    });
  });
});
