// The partner's account status as a coloured badge.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { AccountStatus } from '@/api/generated/model/accountStatus';
import { adminPartnersMessages as m } from '../messages';

export const statusLook: Record<AccountStatus, { color: string; label: (typeof m)[keyof typeof m] }> = {
  active: { color: 'teal', label: m.statusActive },
  under_review: { color: 'yellow', label: m.statusUnderReview },
  not_approved: { color: 'gray', label: m.statusNotApproved },
  banned: { color: 'red', label: m.statusBanned },
};

// The label is never clipped ("Reprova…" in a crowded row): Mantine's badge cuts it with an ellipsis
// and gives the table column no minimum width; unclipped, the label's own width is the minimum.
const wholeBadge = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function PartnerStatusBadge({ status }: { status: AccountStatus }) {
  const intl = useIntl();
  return (
    <Badge variant="light" color={statusLook[status].color} data-testid="partner-status" styles={wholeBadge}>
      {intl.formatMessage(statusLook[status].label)}
    </Badge>
  );
}
