// The selected period lives in the URL (`?since=YYYY-MM-DD&until=YYYY-MM-DD`) so it survives a
// reload and can be shared; other search params (tabs, modal) are kept.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { rangeFromParams, type DateRange, type Preset } from './presets';

/** Today as YYYY-MM-DD in Brazil's time (UTC−3, no daylight saving), as the API's "today". */
export const todayDay = (): string => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

export function useDateRangeParams(fallback: Preset): [DateRange, (range: DateRange) => void, string] {
  const [params, setParams] = useSearchParams();
  const today = todayDay();
  const range = useMemo(() => rangeFromParams(params, today, fallback), [params, today, fallback]);
  const setRange = useCallback(
    (next: DateRange) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          copy.set('since', next.since);
          copy.set('until', next.until);
          copy.delete('page');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange, today];
}
