// The payment provider's health as last checked by the server: status, funds, queued transfers
// and the last error cause of the past day (with its fixed Portuguese explanation when known).
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Section } from '@/components/layout/section';
import { useIntl } from 'react-intl';
import { useAdminGetPagfastStatus } from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { AdminPagfastStatus } from '@/api/generated/model/adminPagfastStatus';
import { LabeledValue, type LabeledValueProps } from '@/components/data/labeled-value';
import { QueryState } from '@/components/data/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, type Currency } from '@/lib/money';
import { isPagfastErrorCause, PAGFAST_ERROR_CAUSES } from '@/lib/pagfast-causes';
import { adminPaymentsMessages as m } from '../messages';

const look = {
  online: { color: 'teal', label: m.pagfastOnline },
  degraded: { color: 'yellow', label: m.pagfastDegraded },
  offline: { color: 'red', label: m.pagfastOffline },
} as const;

const Figure = (props: Pick<LabeledValueProps, 'label' | 'children'>) => <LabeledValue size="sm" fw={600} wrap="anywhere" {...props} />;

function StatusBody({ s }: { s: AdminPagfastStatus }) {
  const intl = useIntl();
  const cause = s.lastError;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Badge color={look[s.status].color} variant="light" data-testid="pagfast-status">
          {intl.formatMessage(look[s.status].label)}
        </Badge>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.pagfastChecked, { time: formatDateTime(s.checkedAt) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={m.pagfastBalance}>
          {s.balance === null ? intl.formatMessage(m.pagfastBalanceUnknown) : formatMoney(s.balance, intl.locale, s.currency as Currency)}
        </Figure>
        <Figure label={m.pagfastQueued}>{intl.formatNumber(s.queuedTransfers)}</Figure>
        <Figure label={m.pagfastLastError}>
          {cause
            ? isPagfastErrorCause(cause)
              ? `${cause}: ${PAGFAST_ERROR_CAUSES[cause].pt}`
              : cause
            : intl.formatMessage(m.pagfastNoError)}
        </Figure>
      </SimpleGrid>
    </Stack>
  );
}

export function PagfastStatus() {
  const intl = useIntl();
  const query = useAdminGetPagfastStatus();
  return (
    <Section title={intl.formatMessage(m.pagfastTitle)} data-testid="pagfast-card">
      <QueryState query={query}>{(s) => <StatusBody s={s} />}</QueryState>
    </Section>
  );
}
