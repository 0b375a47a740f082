// An amount for the active language and the user's currency (truncated to 2 decimals; CLP 0).
import { useIntl } from 'react-intl';
import { formatMoney, type Currency } from '@/lib/money';
import { useSession } from '@/lib/session';

export function useMoney(): (value: number | null | undefined) => string {
  const intl = useIntl();
  const { user } = useSession();
  const currency = (user?.Currency ?? 'BRL') as Currency;
  return (value) => formatMoney(value ?? 0, intl.locale, currency);
}

export function Money({ value }: { value: number | null | undefined }) {
  return <>{useMoney()(value)}</>;
}
