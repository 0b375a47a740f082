// A statement's month (YYYY-MM) in the user's language, with dayjs (its locale follows the
// interface's): "November 2026", "novembro de 2026", "noviembre de 2026" — capitalised where it
// stands alone (a list's option), as written inside a sentence otherwise.
import dayjs from '@/lib/dayjs';

export function monthLabel(month: string, { standalone = false }: { standalone?: boolean } = {}): string {
  const date = dayjs(`${month}-01T12:00:00`);
  const text = date.format(date.locale() === 'en' ? 'MMMM YYYY' : 'MMMM [de] YYYY');
  return standalone ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}
