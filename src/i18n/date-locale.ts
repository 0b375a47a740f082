// The language dates are written in, kept apart from dayjs itself: the intl provider sets it on
// every language change, and lib/dayjs applies it when (and if) a screen that shows dates loads
// dayjs. So the first paint, which shows no date, does not download dayjs. (dayjs' Spanish locale
// downloads only for a Spanish interface, with its catalogue: ./locales loadMessages.)
type Listener = (locale: string) => void;

let current = 'en-us';
const listeners = new Set<Listener>();

export function setDateLocale(locale: string): void {
  current = locale;
  for (const listener of listeners) listener(locale);
}

/** Calls `listener` now with the current language, and again on every change. */
export function onDateLocale(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
