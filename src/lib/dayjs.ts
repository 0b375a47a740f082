// The app's dayjs, in the interface's language (i18n/date-locale). Import dayjs from here, not from
// 'dayjs' (lint refuses it): this module is what sets the language, and it loads with the first
// screen that formats a date rather than with the first paint. pt-br's locale (under 1 KB) comes
// with it; Spanish's (dayjs' es-mx) downloads only for a Spanish interface, together with its
// catalogue (i18n/locales.ts loadMessages), so it is registered before any Spanish screen renders.
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { onDateLocale } from '@/i18n/date-locale';

/** dayjs' (and Mantine dates') name for an interface language. es-419 is dayjs' es-mx: Latin-American
 * Spanish with the week starting on Sunday, as the app's calendars do. */
export function dayjsLocaleName(locale: string): string {
  if (locale === 'pt-br') return 'pt-br';
  if (locale === 'es-419') return 'es-mx';
  return 'en';
}

onDateLocale((locale) => dayjs.locale(dayjsLocaleName(locale)));

export default dayjs;
