// Money as the spec wants it: truncated (not rounded) to 2 decimals, formatted with Intl for the
// active language and the user's currency (BRL by default; CLP has no decimals).
export type Currency = 'ARS' | 'BRL' | 'CLP' | 'CRC' | 'MXN' | 'PEN';
export const defaultCurrency: Currency = 'BRL';

/** Truncates toward zero at 2 decimals without float drift (0.29 stays 0.29, 1.999 → 1.99). */
export function truncate2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [int, frac = ''] = Math.abs(value).toFixed(10).split('.');
  const truncated = Number(`${int}.${frac.slice(0, 2)}`);
  return value < 0 ? -truncated : truncated;
}

export function currencyDigits(currency: Currency): number {
  return currency === 'CLP' ? 0 : 2;
}

// Building an Intl.NumberFormat costs milliseconds (locale data); a list formats hundreds of
// amounts per render, so one formatter per language and currency is kept.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = currencyDigits(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(value: number, locale: string, currency: Currency = defaultCurrency): string {
  const amount = currencyDigits(currency) === 0 ? Math.trunc(value) : truncate2(value);
  return moneyFormatter(locale, currency).format(amount);
}
