// The statements page's body (issue 19.3): the currency and the month (in the URL — `?currency=MXN&month=2026-10`
// — so a reload or Back keeps them; a month change is a new history entry, a currency change
// replaces it and goes to that currency's newest month), the statement, "Download CSV" and
// "Print". Loading, error with retry and "no statement" come from QueryState; a month the API has
// no statement for (404) is the empty state, not an error.
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetStatement, useGetStatements } from '@/api/generated/endpoints/statements/statements';
import { Currency } from '@/api/generated/model/currency';
import type { Statement } from '@/api/generated/model/statement';
import type { StatementList } from '@/api/generated/model/statementList';
import { QueryState } from '@/components/data/query-state';
import { useDownload } from '@/components/data/use-download';
import { usePaymentStatusLabel } from '@/components/data/payment-status';
import { downloadCsv } from '@/lib/csv';
import { withSearchChanges } from '@/lib/search-params';
import { statementsMessages as m } from '../messages';
import { statementCsv, statementFileName } from '../statement-csv';
import { monthLabel } from './month-label';
import { StatementSheet, type StatementPartner } from './statement-sheet';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const CURRENCIES = Object.values(Currency);
const asCurrency = (value: string | null): Currency | undefined => CURRENCIES.find((c) => c === value);

/** The currency shown: the URL's, else the partner's own when they have statements in it (or none at all), else their first. */
export function pickCurrency(list: StatementList, own: Currency, fromUrl: Currency | undefined): Currency {
  if (fromUrl) return fromUrl;
  if (list.items.length === 0 || list.items.some((s) => s.currency === own)) return own;
  return list.items[0]!.currency;
}

function Actions({ statement, partner }: { statement: Statement; partner: StatementPartner }) {
  const intl = useIntl();
  const statusLabel = usePaymentStatusLabel();
  const download = useDownload(
    async () => downloadCsv(await statementCsv(statement, intl, statusLabel), statementFileName(partner.id, statement)),
    intl.formatMessage(m.downloaded),
  );
  return (
    <Group gap="xs" data-print-hide="">
      <Button size="sm" onClick={() => void download.run()} loading={download.busy}>
        {intl.formatMessage(m.downloadCsv)}
      </Button>
      <Button size="sm" variant="default" onClick={() => window.print()}>
        {intl.formatMessage(m.print)}
      </Button>
    </Group>
  );
}

function MonthStatement({ month, currency, partner }: { month: string; currency: Currency; partner: StatementPartner }) {
  const intl = useIntl();
  const query = useGetStatement(month, { currency });
  if (query.isError && query.error.status === 404)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {intl.formatMessage(m.emptyMonth, { month: monthLabel(month), currency })}
      </Text>
    );
  return (
    <QueryState query={query}>
      {(statement) => (
        <Stack gap="sm">
          <Actions statement={statement} partner={partner} />
          <StatementSheet statement={statement} partner={partner} />
        </Stack>
      )}
    </QueryState>
  );
}

function Picker({ list, own, partner }: { list: StatementList; own: Currency; partner: StatementPartner }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const urlCurrency = asCurrency(search.get('currency'));
  const currency = pickCurrency(list, own, urlCurrency);
  const currencies = CURRENCIES.filter((c) => c === currency || c === own || list.items.some((s) => s.currency === c));
  const months = list.items.filter((s) => s.currency === currency);
  const urlMonth = search.get('month');
  const month = urlMonth && MONTH.test(urlMonth) ? urlMonth : months[0]?.month;
  const monthOptions = months.map((s) => ({
    value: s.month,
    label: s.closed
      ? monthLabel(s.month, { standalone: true })
      : intl.formatMessage(m.monthOpen, { month: monthLabel(s.month, { standalone: true }) }),
  }));
  if (month && !months.some((s) => s.month === month))
    monthOptions.unshift({ value: month, label: monthLabel(month, { standalone: true }) });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap" data-print-hide="">
        <NativeSelect
          label={intl.formatMessage(m.currency)}
          data={currencies}
          value={currency}
          onChange={(e) => setSearch((p) => withSearchChanges(p, { currency: e.currentTarget.value, month: null }), { replace: true })}
          w={120}
        />
        {monthOptions.length > 0 && (
          <NativeSelect
            label={intl.formatMessage(m.month)}
            data={monthOptions}
            value={month}
            onChange={(e) => setSearch((p) => withSearchChanges(p, { currency, month: e.currentTarget.value }))}
            w={{ base: '100%', xs: 300 }}
          />
        )}
      </Group>
      {month ? (
        <MonthStatement month={month} currency={currency} partner={partner} />
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {intl.formatMessage(m.empty, { currency })}
        </Text>
      )}
    </Stack>
  );
}

export function StatementBrowser({ own, partner }: { own: Currency; partner: StatementPartner }) {
  const query = useGetStatements();
  return <QueryState query={query}>{(list) => <Picker list={list} own={own} partner={partner} />}</QueryState>;
}
