// One month's statement in one currency (issue 19.3), as the API gives it: who and which month at
// the top, then one table — opening balance, commissions by kind and their total, sub-affiliate
// commission, adjustments and their total, payouts (with their status) and payouts returned to
// the balance and their total, closing balance. Every figure is the API's, in the statement's
// currency (CLP without decimals); dates are the Brazilian calendar day in the user's language.
// The sheet is what prints (./statement-print.css): the rest of the page is hidden then.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Statement } from '@/api/generated/model/statement';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { formatBrazilDate, formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { statementsMessages as m } from '../messages';
import { monthLabel } from './month-label';
import './statement-print.css';

export interface StatementPartner {
  id: number;
  name: string;
}

function Line({
  date,
  label,
  status,
  amount,
  strong,
}: {
  date?: string;
  label: ReactNode;
  status?: string;
  amount: string;
  strong?: boolean;
}) {
  const fw = strong ? 700 : undefined;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date ?? ''}</Table.Td>
      <Table.Td fw={fw}>{label}</Table.Td>
      <Table.Td>{status ? <PaymentStatusBadge status={status} /> : null}</Table.Td>
      <Table.Td ta="right" fw={fw} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

function SectionHead({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th colSpan={4} scope="colgroup" bg="var(--mantine-color-default-hover)">
        {children}
      </Table.Th>
    </Table.Tr>
  );
}

export function StatementSheet({ statement: s, partner }: { statement: Statement; partner: StatementPartner }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (value: number) => formatMoney(value, intl.locale, s.currency);
  const none = (
    <Table.Tr>
      <Table.Td />
      <Table.Td c="dimmed">{t(m.none)}</Table.Td>
      <Table.Td />
      <Table.Td />
    </Table.Tr>
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-statement-sheet="" aria-labelledby="statement-heading" component="section">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title id="statement-heading" order={2} size="h3">
            {t(m.heading, { month: monthLabel(s.month), currency: s.currency })}
          </Title>
          <Badge variant="light" color={s.closed ? 'gray' : 'blue'}>
            {t(s.closed ? m.closedBadge : m.openBadge)}
          </Badge>
        </Group>
        <Text size="sm">{t(m.partner, { name: partner.name, id: partner.id })}</Text>
        <Text size="sm">{t(m.period, { start: formatDate(s.periodStart), end: formatDate(s.periodEnd) })}</Text>
        {!s.closed && (
          <Text size="sm" fs="italic">
            {t(m.stillOpen)}
          </Text>
        )}
        <Table.ScrollContainer minWidth={520} type="native">
          <Table verticalSpacing="xs" data-testid="statement-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(m.date)}</Table.Th>
                <Table.Th>{t(m.description)}</Table.Th>
                <Table.Th>{t(m.status)}</Table.Th>
                <Table.Th ta="right">{t(m.amount)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Line date={formatDate(s.periodStart)} label={t(m.opening)} amount={money(s.openingBalance)} strong />
            </Table.Tbody>
            <Table.Tbody>
              <SectionHead>{t(m.commissions)}</SectionHead>
              {s.commissions.length === 0 && none}
              {s.commissions.map((c) => (
                <Line key={c.kind} label={t(m[c.kind])} amount={money(c.amount)} />
              ))}
              <Line label={t(m.commissionTotal)} amount={money(s.commissionTotal)} strong />
              <Line label={t(m.subAffiliate)} amount={money(s.subAffiliateCommission)} strong />
            </Table.Tbody>
            <Table.Tbody>
              <SectionHead>{t(m.adjustments)}</SectionHead>
              {s.adjustments.length === 0 && none}
              {s.adjustments.map((a, i) => (
                <Line key={`${a.date}-${i}`} date={formatBrazilDate(a.date)} label={a.description} amount={money(a.amount)} />
              ))}
              <Line label={t(m.adjustmentTotal)} amount={money(s.adjustmentTotal)} strong />
            </Table.Tbody>
            <Table.Tbody>
              <SectionHead>{t(m.payouts)}</SectionHead>
              {s.payouts.length + s.returned.length === 0 && none}
              {s.payouts.map((p) => (
                <Line
                  key={`p${p.paymentId}`}
                  date={formatBrazilDate(p.date)}
                  label={t(m.payout, { id: p.paymentId, category: t(m[p.category]) })}
                  status={p.status}
                  amount={money(p.amount)}
                />
              ))}
              {s.returned.map((r) => (
                <Line
                  key={`r${r.paymentId}`}
                  date={formatBrazilDate(r.date)}
                  label={t(m.returned, { id: r.paymentId })}
                  status={r.status}
                  amount={money(r.amount)}
                />
              ))}
              <Line label={t(m.payoutTotal)} amount={money(s.payoutTotal)} strong />
            </Table.Tbody>
            <Table.Tbody>
              <Line date={formatDate(s.periodEnd)} label={t(m.closing)} amount={money(s.closingBalance)} strong />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t(m.generated, { date: formatDateTime(s.generatedAt) })}
        </Text>
      </Stack>
    </Paper>
  );
}
