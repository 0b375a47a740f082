// The app's dayjs, in the interface's language (lib/date-locale). Import dayjs from here, not from
// 'dayjs' (lint refuses it): this module is what sets the language, and it loads with the first
// screen that formats a date rather than with the first paint.
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { onDateLocale } from '@/i18n/date-locale';

onDateLocale((locale) => dayjs.locale(locale === 'pt-br' ? 'pt-br' : 'en'));

export default dayjs;
