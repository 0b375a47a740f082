// The parts of an LGPD request the queue and its dialog both show: its kind, its status as a
// translated badge, and its deadline in days — an overdue one marked by a red badge with an icon
// and the word "Overdue", not by colour alone.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import type { PrivacyRequestStatus } from '@/api/generated/model/privacyRequestStatus';
import { formatDate } from '@/lib/dates';
import { privacyFieldLabels, privacyStatusLooks } from '@/lib/privacy-labels';
import { deadline } from '../deadline';
import { adminLgpdMessages as m } from '../messages';

export const STATUS = privacyStatusLooks(m);

const FIELD = privacyFieldLabels(m);

/** "Deletion", or "Correction: e-mail". */
export function typeText(intl: IntlShape, r: Pick<PrivacyRequest, 'Type' | 'Field'>): string {
  const type = intl.formatMessage(r.Type === 'correction' ? m.typeCorrection : m.typeDeletion);
  return r.Field ? intl.formatMessage(m.typeWithField, { type, field: intl.formatMessage(FIELD[r.Field]) }) : type;
}

// A status in two lines rather than cut ("Em an…") in a narrow column on a phone.
const wrapping = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
} as const;

export function StatusBadge({ status }: { status: PrivacyRequestStatus }) {
  const intl = useIntl();
  const [label, color] = STATUS[status];
  return (
    <Badge color={color} variant="light" tt="none" styles={wrapping}>
      {intl.formatMessage(label)}
    </Badge>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden focusable="false">
      <path d="M8 1.5 15 14H1z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M8 6v3.5M8 11.5v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function OverdueBadge() {
  const intl = useIntl();
  return (
    <Badge color="red" variant="filled" tt="none" leftSection={<WarningIcon />} styles={wrapping} data-overdue-mark="">
      {intl.formatMessage(m.overdue)}
    </Badge>
  );
}

/** The due date and what it means today. */
export function DueText({ request }: { request: PrivacyRequest }) {
  const intl = useIntl();
  const due = deadline(request);
  const said =
    due.kind === 'closed'
      ? intl.formatMessage(m.closedOn, { date: formatDate(due.at) })
      : due.kind === 'overdue'
        ? intl.formatMessage(m.overdueBy, { days: due.days })
        : due.kind === 'today'
          ? intl.formatMessage(m.dueToday)
          : intl.formatMessage(m.daysLeft, { days: due.days });
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={4} wrap="wrap">
        <Text size="sm">{formatDate(request.DueAt)}</Text>
        {due.kind === 'overdue' && <OverdueBadge />}
      </Group>
      <Text size="xs" c={due.kind === 'overdue' ? 'red.9' : 'dimmed'} fw={due.kind === 'overdue' ? 600 : undefined}>
        {said}
      </Text>
    </Stack>
  );
}
