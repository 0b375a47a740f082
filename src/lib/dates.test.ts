// Dates follow the interface language (issue 19.5): the intl provider sets the date locale once
// the language's catalogue (and, for Spanish, dayjs' Spanish locale) is in, and every date the
// app writes through lib/dates and lib/dayjs changes with it.
import { afterEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/i18n/date-locale';
import { loadMessages } from '@/i18n/locales';
import dayjs, { dayjsLocaleName } from './dayjs';
import { formatBrazilDate, formatDate, formatDateTime } from './dates';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const NOON = '2026-11-05T12:00:00Z';

afterEach(() => setDateLocale('en-us'));

describe('dates in the interface language', () => {
  it('maps each language to its dayjs locale', () => {
    expect(['en-us', 'pt-br', 'es-419'].map(dayjsLocaleName)).toEqual(['en', 'pt-br', 'es-mx']);
  });

  it('en-us and pt-br', () => {
    expect(formatDate(NOON)).toBe('11/05/2026');
    setDateLocale('pt-br');
    expect(formatDate(NOON)).toBe('05/11/2026');
    expect(dayjs(NOON).format('MMMM')).toBe('novembro');
  });

  it('es-419: day first, Spanish month and weekday names, 24-hour time', async () => {
    await loadMessages('es-419'); // what the provider waits for before it sets the language
    expect('es-mx' in dayjs.Ls).toBe(true);
    setDateLocale('es-419');
    expect(dayjs.locale()).toBe('es-mx');
    expect(formatDate(NOON)).toBe('05/11/2026');
    expect(formatBrazilDate('2026-11-16T02:00:00Z')).toBe('15/11/2026'); // still the 15th in Brazil
    expect(formatDateTime('2026-11-05T15:30:00')).toBe('05/11/2026 15:30');
    expect(dayjs(NOON).format('dddd D [de] MMMM [de] YYYY')).toBe('jueves 5 de noviembre de 2026');
    expect(dayjs(NOON).format('MMM')).toBe('nov');
  });
});
