// The five newest payments with status, amount and date; links to the wallet when that page is
// built and allowed (the overview route asks the route table through useCanOpen).
import { Anchor, Group, Paper, Table, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGetPayments } from '@/api/generated/endpoints/payments/payments';
import { Money } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { QueryState } from '@/components/data/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { overviewMessages as m } from '../messages';

export function LatestPayments({ walletLink }: { walletLink: boolean }) {
  const intl = useIntl();
  const query = useGetPayments({ page: 1, pageSize: 5, sort: 'CreatedAt', order: 'desc' });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="latest-payments-title">
      <Group justify="space-between" mb="sm">
        <Title id="latest-payments-title" order={2} size="h4">
          {intl.formatMessage(m.paymentsTitle)}
        </Title>
        {walletLink && (
          <Anchor component={Link} to={paths.wallet} size="sm">
            {intl.formatMessage(m.paymentsAll)}
          </Anchor>
        )}
      </Group>
      <QueryState query={query} isEmpty={(page) => page.items.length === 0} empty={intl.formatMessage(m.paymentsEmpty)}>
        {(page) => (
          <Table.ScrollContainer minWidth={460}>
            <Table verticalSpacing="xs" data-testid="latest-payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(m.paymentId)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.paymentStatus)}</Table.Th>
                  <Table.Th ta="right">{intl.formatMessage(m.paymentAmount)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.paymentDate)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((p) => (
                  <Table.Tr key={p.ID}>
                    <Table.Td>#{p.ID}</Table.Td>
                    <Table.Td>
                      <PaymentStatusBadge status={p.Status} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <Money value={p.Amount} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.CreatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Paper>
  );
}
