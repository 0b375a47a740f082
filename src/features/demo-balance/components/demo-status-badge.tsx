// A demo-balance request's status (pending, approved, declined) as a coloured badge.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { DemoBalanceStatus } from '@/api/generated/model/demoBalanceStatus';
import { demoMessages as m } from '../messages';

const looks = {
  pending: { color: 'yellow', label: m.statusPending },
  approved: { color: 'teal', label: m.statusApproved },
  declined: { color: 'red', label: m.statusDeclined },
} as const;

export function DemoStatusBadge({ status }: { status: DemoBalanceStatus }) {
  const intl = useIntl();
  const look = looks[status];
  return (
    <Badge color={look.color} variant="light">
      {intl.formatMessage(look.label)}
    </Badge>
  );
}
