// The business's approval status, shown prominently above the form: not sent, pending review,
// approved, or rejected with the reviewer's reason (API text, rendered as text).
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Business } from '@/api/generated/model/business';
import { formatDateTime } from '@/lib/dates';
import { businessMessages as m } from '../messages';

const looks = {
  none: { color: 'gray', label: m.statusNone, text: m.statusNoneText },
  pending: { color: 'yellow', label: m.statusPending, text: m.statusPendingText },
  approved: { color: 'teal', label: m.statusApproved, text: m.statusApprovedText },
  rejected: { color: 'red', label: m.statusRejected, text: m.statusRejectedText },
} as const;

export function BusinessStatus({ business }: { business: Business | null }) {
  const intl = useIntl();
  const status = business?.ApprovalStatus ?? 'none';
  const look = looks[status];
  return (
    <Alert
      color={look.color}
      variant="light"
      data-testid="business-status"
      data-status={status}
      title={
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {intl.formatMessage(m.statusTitle)}
          </Text>
          <Badge color={look.color} variant="filled" size="lg">
            {intl.formatMessage(look.label)}
          </Badge>
        </Group>
      }
    >
      <Stack gap={4}>
        <Text size="sm">{intl.formatMessage(look.text)}</Text>
        {status === 'rejected' && business?.RejectionReason ? (
          <Text size="sm" fw={600} data-testid="business-rejection-reason" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(m.rejectionReason, { reason: business.RejectionReason })}
          </Text>
        ) : null}
        {business && (
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.updatedAt, { date: formatDateTime(business.UpdatedAt) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
