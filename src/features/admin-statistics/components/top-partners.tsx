// The ten partners with the highest pending commission or balance (server-sorted partner list),
// as a bar chart and a table whose names link to the partner's page when the viewer may open it.
// Amounts are in each partner's currency, so the ranking is per country (Brazil by default).
import { Anchor, Group, Paper, SegmentedControl, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAdminListPartners } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { Country } from '@/api/generated/model/country';
import type { Partner } from '@/api/generated/model/partner';
import { EChart } from '@/components/chart/echart';
import { compactMoney } from '@/components/chart/time-axis';
import { PlainTable } from '@/components/data/plain-table';
import { QueryState } from '@/components/data/query-state';
import { partnerPath, paths } from '@/config/paths';
import { formatMoney, type Currency } from '@/lib/money';
import { useCanOpen } from '@/lib/page-access';
import { adminStatisticsMessages as m } from '../messages';

export const TOP_COUNT = 10;
export const TOP_METRICS = ['PendingCommission', 'Balance'] as const;
export type TopMetric = (typeof TOP_METRICS)[number];
const isMetric = (v: string | null): v is TopMetric => TOP_METRICS.includes(v as TopMetric);
const COUNTRIES = Object.values(Country);
const isCountry = (v: string | null): v is Country => COUNTRIES.includes(v as Country);

export function TopPartners() {
  const intl = useIntl();
  const canOpen = useCanOpen();
  const [params, setParams] = useSearchParams();
  const metric: TopMetric = isMetric(params.get('top')) ? (params.get('top') as TopMetric) : 'PendingCommission';
  const country: Country = isCountry(params.get('country')) ? (params.get('country') as Country) : 'BR';
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const c = new URLSearchParams(p);
        c.set(key, value);
        return c;
      },
      { replace: true },
    );
  const query = useAdminListPartners({ sort: metric, order: 'desc', pageSize: TOP_COUNT, country });
  const metricLabel = intl.formatMessage(metric === 'Balance' ? m.topBalance : m.topPending);
  const mayOpen = canOpen(paths.admin.partner);
  const regionName = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h4">
            {intl.formatMessage(m.topTitle)}
          </Title>
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              aria-label={intl.formatMessage(m.topMetric)}
              value={metric}
              onChange={(v) => set('top', v)}
              data={[
                { value: 'PendingCommission', label: intl.formatMessage(m.topPending) },
                { value: 'Balance', label: intl.formatMessage(m.topBalance) },
              ]}
            />
            <NativeSelect
              label={intl.formatMessage(m.colCountry)}
              value={country}
              onChange={(event) => set('country', event.currentTarget.value)}
              data={COUNTRIES.map((c) => ({ value: c, label: regionName.of(c) ?? c }))}
              w={180}
            />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.topNote)}
        </Text>
        <QueryState query={query} isEmpty={(page) => page.items.length === 0} empty={intl.formatMessage(m.topEmpty)}>
          {(page) => <TopBody partners={page.items} metric={metric} metricLabel={metricLabel} mayOpen={mayOpen} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

interface BodyProps {
  partners: Partner[];
  metric: TopMetric;
  metricLabel: string;
  mayOpen: boolean;
}

function TopBody({ partners, metric, metricLabel, mayOpen }: BodyProps) {
  const intl = useIntl();
  const money = (p: Partner, v: number) => formatMoney(v, intl.locale, p.Currency as Currency);
  const first = partners[0]!;
  const option = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => money(first, v) },
    grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => compactMoney(v, intl.locale, first.Currency) } },
    yAxis: { type: 'category', inverse: true, data: partners.map((p) => p.Username) },
    series: [{ name: metricLabel, type: 'bar', data: partners.map((p) => p[metric]) }],
  };
  return (
    <Stack gap="sm">
      <EChart
        option={option}
        height={Math.max(200, partners.length * 32)}
        label={intl.formatMessage(m.topLabel, { count: partners.length, metric: metricLabel })}
      />
      <PlainTable
        minWidth={300}
        headers={[intl.formatMessage(m.colRank), intl.formatMessage(m.colPartner), { title: metricLabel, align: 'right' }]}
        data-testid="top-partners-table"
      >
        {partners.map((p, i) => (
          <Table.Tr key={p.ID} data-partner-id={p.ID}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>
              {mayOpen ? (
                <Anchor component={Link} to={partnerPath(p.ID)}>
                  {p.Username}
                </Anchor>
              ) : (
                <Text span>{p.Username}</Text>
              )}
              <Text size="xs" c="dimmed">{`${p.FirstName} ${p.LastName}`}</Text>
            </Table.Td>
            <Table.Td ta="right" data-amount={p[metric]}>
              {money(p, p[metric])}
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    </Stack>
  );
}
