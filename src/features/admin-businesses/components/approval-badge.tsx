// A business's approval status (pending, approved, rejected) as a coloured badge.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { BusinessApproval } from '@/api/generated/model/businessApproval';
import { businessMessages as m } from '../messages';

export const approvalLooks = {
  pending: { color: 'yellow', label: m.statusPending },
  approved: { color: 'teal', label: m.statusApproved },
  rejected: { color: 'red', label: m.statusRejected },
} as const;

// The label is never clipped ("Reprova…" in a crowded row): Mantine's badge cuts it with an ellipsis
// and gives the table column no minimum width; unclipped, the label's own width is the minimum.
const wholeBadge = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function ApprovalBadge({ status }: { status: BusinessApproval }) {
  const intl = useIntl();
  const look = approvalLooks[status];
  return (
    <Badge color={look.color} variant="light" styles={wholeBadge}>
      {intl.formatMessage(look.label)}
    </Badge>
  );
}
