// privacy-request: `?modal=privacy-request&privacyRequestId=…` over the LGPD queue (issue 19.4).
// What the partner asked (their text shown as text), the request's history — received, the answer
// (its status and reply), closed — with the 15-day deadline, and, for a user with
// admin:lgpd:reply while the request is open or in progress, the reply form.
import { Blockquote, Divider, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAdminGetPrivacyRequest } from '@/api/generated/endpoints/admin-lgpd/admin-lgpd';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import { LinkedRecord } from '@/components/data/linked-record';
import { TitledBlock } from '@/components/data/titled-block';
import { parseIdParam } from '@/config/paths';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { adminLgpdMessages as m } from '../messages';
import { ReplyForm } from './reply-form';
import { DueText, STATUS, StatusBadge, typeText } from './request-bits';

/** Received, answered (still in progress), closed — the dates the request keeps — then the reply. */
function History({ request }: { request: PrivacyRequest }) {
  const intl = useIntl();
  const closed = request.ClosedAt !== null;
  const events: Array<[string, string | null]> = [
    [intl.formatMessage(m.historyReceived, { partner: request.Username }), request.CreatedAt],
  ];
  if (request.RepliedAt && !(closed && request.ClosedAt === request.RepliedAt))
    events.push([intl.formatMessage(m.historyAnswered, { status: intl.formatMessage(m.statusInProgress) }), request.RepliedAt]);
  if (closed)
    events.push([intl.formatMessage(m.historyClosed, { status: intl.formatMessage(STATUS[request.Status][0]) }), request.ClosedAt]);
  return (
    <Stack gap="xs">
      <List size="sm" spacing={4}>
        {events.map(([what, at]) => (
          <List.Item key={what}>
            {what} — {formatDateTime(at)}
          </List.Item>
        ))}
      </List>
      {request.Reply !== null && (
        <Blockquote p="sm" color="gray">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.Reply}
          </Text>
        </Blockquote>
      )}
    </Stack>
  );
}

function RequestBody({ request }: { request: PrivacyRequest }) {
  const intl = useIntl();
  const { user } = useSession();
  const open = request.Status === 'open' || request.Status === 'in_progress';
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{typeText(intl, request)}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {request.Username} · {intl.formatMessage(m.partnerId, { id: request.AffiliateID })}
          </Text>
        </Stack>
        <StatusBadge status={request.Status} />
      </Group>
      <DueText request={request} />
      <TitledBlock gap={4} title={m.asked}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={request.Details ? undefined : 'dimmed'}>
          {request.Details ?? intl.formatMessage(m.noDetails)}
        </Text>
      </TitledBlock>
      <TitledBlock gap={4} title={m.history}>
        <History request={request} />
      </TitledBlock>
      {can(user, 'admin:lgpd:reply') && (
        <>
          <Divider />
          {open ? (
            <ReplyForm key={`${request.ID}-${request.Status}`} request={request} />
          ) : (
            <Text size="sm">{intl.formatMessage(m.closedNote)}</Text>
          )}
        </>
      )}
    </Stack>
  );
}

export function PrivacyRequestModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const id = parseIdParam(search.get('privacyRequestId'));
  const query = useAdminGetPrivacyRequest(id ?? 0, { query: { enabled: id !== null } });
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.modalTitle, { id: id ?? '—' })} size="lg">
      <LinkedRecord
        badLink={id === null}
        isPending={query.isPending}
        isNotFound={query.isError && query.error.status === 404}
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={m}
      >
        {() => query.data && <RequestBody request={query.data} />}
      </LinkedRecord>
    </Modal>
  );
}
