// What the sub-affiliates earned the partner: the commission of the period the API reports
// (this month so far by default), how many sub-affiliates there are, and the current sub-balance.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetSubAffiliateCommission } from '@/api/generated/endpoints/affiliated/affiliated';
import { HeadlineFigure } from '@/components/data/headline-figure';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { formatDate } from '@/lib/dates';
import { affiliatedMessages as m } from '../messages';

export function CommissionSummary() {
  const intl = useIntl();
  const money = useMoney();
  const query = useGetSubAffiliateCommission();
  return (
    <Section id="sub-commission-title" title={intl.formatMessage(m.summaryTitle)} padding="lg" radius="md">
      <QueryState query={query}>
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.period, { since: formatDate(data.since), until: formatDate(data.until) })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <HeadlineFigure testId="sub-commission" label={intl.formatMessage(m.commission)} value={money(data.commission)} />
              <HeadlineFigure testId="sub-count" label={intl.formatMessage(m.earning)} value={intl.formatNumber(data.subAffiliates)} />
              <HeadlineFigure testId="sub-balance" label={intl.formatMessage(m.subBalance)} value={money(data.subBalance)} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
