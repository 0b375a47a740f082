// The four fast-info figures since 2024-05-01 (key-sum, cached 1 hour). On failure the spec
// wants zeros; a quiet notice with a retry says why they are zeros.
import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetReportsKeySum } from '@/api/generated/endpoints/reports/reports';
import type { FastInfo } from '@/api/generated/model/fastInfo';
import { cacheFor } from '@/api/query-client';
import { useMoney } from '@/components/data/money';
import { formatDate } from '@/lib/dates';
import { overviewMessages as m } from '../messages';
import { brazilToday, PERIOD_START } from '../period';

const ZEROS: FastInfo = { Commission: 0, FTD: 0, QFTD: 0, Registrations: 0 };

export function FastInfoCards() {
  const intl = useIntl();
  const money = useMoney();
  const query = useGetReportsKeySum({ since: PERIOD_START, until: brazilToday(), operation: 'sum' }, { query: cacheFor.fastInfo });
  const data = query.data ?? ZEROS;
  const figures = [
    // May break between the currency and the amount: in a half-width card on a phone, es-419's
    // "BRL 658,334.58" does not fit on one line (issue 19.5).
    ['commission', m.commission, money(data.Commission).replace(/\u00a0/g, ' ')],
    ['ftd', m.ftd, intl.formatNumber(data.FTD)],
    ['qftd', m.qftd, intl.formatNumber(data.QFTD)],
    ['registrations', m.registrations, intl.formatNumber(data.Registrations)],
  ] as const;
  return (
    <section aria-labelledby="fast-info-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text id="fast-info-title" size="sm" c="dimmed">
          {intl.formatMessage(m.fastInfoTitle, { since: formatDate(`${PERIOD_START}T12:00:00`) })}
        </Text>
        {query.isError && (
          <Text size="sm" c="dimmed" role="status" data-testid="fast-info-failed">
            {intl.formatMessage(m.fastInfoFailed)}{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Anchor>
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {figures.map(([key, label, value]) => (
          <Paper key={key} withBorder p="md" aria-busy={query.isPending}>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(label)}
            </Text>
            <Text size="xl" fw={700} data-testid={`fast-info-${key}`}>
              {query.isPending ? '…' : value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
