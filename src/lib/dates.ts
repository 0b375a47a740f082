// Dates with dayjs in the user's language (the locale follows the intl provider).
import dayjs from './dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('L') : '—');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('L LT') : '—');
/** YYYY-MM-DD for API date parameters. */
export const toApiDate = (date: Date | string): string => dayjs(date).format('YYYY-MM-DD');

/** Brazil keeps UTC−3 all year (no daylight saving since 2019). */
const BRAZIL_OFFSET_MS = -3 * 3_600_000;

/** The Brazilian calendar day of an instant, in the user's format: payout windows open at midnight
 * in Brazil (00:00 UTC−3), which is still the day before for a user further west. */
export function formatBrazilDate(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '—';
  const day = new Date(ms + BRAZIL_OFFSET_MS).toISOString().slice(0, 10);
  return dayjs(`${day}T12:00:00`).format('L');
}
