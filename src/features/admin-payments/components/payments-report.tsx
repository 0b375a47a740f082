// The payments report for the list's period, status and category: the count and total, then
// the same by status and by category (computed on the server over every payment).
import { useId } from 'react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Section } from '@/components/layout/section';
import classes from './payments-report.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAdminGetPaymentsReport } from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { AdminGetPaymentsReportParams } from '@/api/generated/model/adminGetPaymentsReportParams';
import { LabeledValue } from '@/components/data/labeled-value';
import { Money } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { QueryState } from '@/components/data/query-state';
import { formatDate } from '@/lib/dates';
import { adminPaymentsMessages as m } from '../messages';
import { categoryLabels } from './payment-enums';

interface Row {
  key: string;
  label: React.ReactNode;
  count: number;
  amount: number;
}

/** One breakdown as a list: label, count and amount (see the CSS for the narrow layout). */
function Breakdown({ title, rows }: { title: string; rows: Row[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id={titleId}>
        {title}
      </Text>
      <div className={classes.list}>
        <ul className={classes.rows} aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((r) => (
            <li key={r.key} className={classes.row} data-testid="report-row">
              <Text component="span" size="sm" className={classes.label}>
                {r.label}
              </Text>
              <Text component="span" size="sm" className={`${classes.figure} ${classes.count}`}>
                {intl.formatMessage(m.reportRowCount, { count: r.count })}
              </Text>
              <Text component="span" size="sm" className={classes.figure}>
                <Money value={r.amount} />
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </Stack>
  );
}

export function PaymentsReport({ params }: { params: AdminGetPaymentsReportParams }) {
  const intl = useIntl();
  const query = useAdminGetPaymentsReport(params, { query: { placeholderData: keepPreviousData } });
  return (
    <Section title={intl.formatMessage(m.reportTitle)} data-testid="payments-report">
      <QueryState query={query}>
        {(r) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.reportPeriod, { since: formatDate(r.since), until: formatDate(r.until) })}
            </Text>
            <Group gap="xl">
              <LabeledValue label={m.reportCount} size="lg" fw={700} data-testid="report-count">
                {intl.formatNumber(r.count)}
              </LabeledValue>
              <LabeledValue label={m.reportAmount} size="lg" fw={700}>
                <Money value={r.amount} />
              </LabeledValue>
            </Group>
            {r.count === 0 ? (
              <Text c="dimmed" size="sm">
                {intl.formatMessage(m.reportEmpty)}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Breakdown
                  title={intl.formatMessage(m.reportByStatus)}
                  rows={r.byStatus.map((s) => ({
                    key: s.status,
                    label: <PaymentStatusBadge status={s.status} />,
                    count: s.count,
                    amount: s.amount,
                  }))}
                />
                <Breakdown
                  title={intl.formatMessage(m.reportByCategory)}
                  rows={r.byCategory.map((c) => ({
                    key: c.category,
                    label: intl.formatMessage(categoryLabels[c.category]),
                    count: c.count,
                    amount: c.amount,
                  }))}
                />
              </SimpleGrid>
            )}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
