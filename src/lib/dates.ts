// Dates with dayjs in the user's language (the locale follows the intl provider).
import dayjs from './dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('L') : '—');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('L LT') : '—');
/** YYYY-MM-DD for API date parameters. */
export const toApiDate = (date: Date | string): string => dayjs(date).format('YYYY-MM-DD');
