// Typed dates in the date inputs are parsed in the locale's format ('L': 11/05/2026 in en-us,
// 05/11/2026 in pt-br), which dayjs reads only with customParseFormat.
import dayjs from '@/lib/dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);
