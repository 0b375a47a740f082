// The partner's direct sub-affiliates (adminListSubAffiliates, server-paged) with their figures,
// and — each with its own permission — export (the server's CSV, saved with the shared CSV
// helper), move to another parent (chosen with the partner search the route hands in) and
// remove (confirmed). Rendered only with admin:partners:affiliated:read.
import { createElement, useState } from 'react';
import { Alert, Anchor, Button, Group, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useAdminListSubAffiliates } from '@/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates';
import type { Partner } from '@/api/generated/model/partner';
import type { SubAffiliate } from '@/api/generated/model/subAffiliate';
import { Money } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { pageControlLabels } from '@/components/data/table-texts';
import { Section } from '@/components/layout/section';
import { partnerPath } from '@/config/paths';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { exportSubAffiliates } from '../api/sub-affiliate-writes';
import { subAffiliateMessages as m } from '../more-messages';
import { PartnerStatusBadge } from './partner-status-badge';
import { MoveSubAffiliate, type PartnerPicker } from './sub-affiliate-move';
import { RemoveSubAffiliate } from './sub-affiliate-remove';

const PAGE_SIZE = 20;

export function SubAffiliates({ partner, picker }: { partner: Partner; picker?: PartnerPicker }) {
  const { user } = useSession();
  if (!can(user, 'admin:partners:affiliated:read')) return null;
  return <SubAffiliatesCard partner={partner} picker={picker} />;
}

function SubAffiliatesCard({ partner, picker }: { partner: Partner; picker?: PartnerPicker }) {
  const intl = useIntl();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [moving, setMoving] = useState<SubAffiliate | null>(null);
  const [removing, setRemoving] = useState<SubAffiliate | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const query = useAdminListSubAffiliates(
    partner.ID,
    { page, pageSize: PAGE_SIZE, sort: 'CreatedAt', order: 'asc' },
    { query: { placeholderData: keepPreviousData } },
  );
  const mayMove = !!picker && can(user, 'admin:partners:affiliated:put');
  const mayRemove = can(user, 'admin:partners:affiliated:delete');

  /** A row's button (move, remove): clears the last notice, then opens its dialog for that sub-affiliate. */
  const rowAction = (
    sub: SubAffiliate,
    open: (sub: SubAffiliate) => void,
    label: MessageDescriptor,
    ariaLabel: MessageDescriptor,
    color?: string,
  ) => (
    <Button
      size="compact-xs"
      variant="light"
      color={color}
      aria-label={intl.formatMessage(ariaLabel, { username: sub.Username })}
      onClick={() => {
        setNotice(null);
        open(sub);
      }}
    >
      {intl.formatMessage(label)}
    </Button>
  );

  const runExport = async () => {
    setExporting(true);
    try {
      const count = await exportSubAffiliates(partner.ID);
      notifySuccess(createElement(FormattedMessage, { ...m.exported, values: { count } }));
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Section
      id="partner-subs-title"
      title={intl.formatMessage(m.title)}
      actions={
        query.data &&
        query.data.total > 0 && (
          <Button variant="default" size="xs" loading={exporting} onClick={() => void runExport()}>
            {intl.formatMessage(m.export)}
          </Button>
        )
      }
    >
      {notice && (
        <Alert
          color={notice.ok ? 'teal' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
          data-testid="subs-notice"
        >
          {notice.text}
        </Alert>
      )}
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.empty)}>
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            <ScrollArea type="auto">
              <Table striped highlightOnHover miw={720} aria-labelledby="partner-subs-title" data-testid="subs-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{intl.formatMessage(m.colPartner)}</Table.Th>
                    <Table.Th>{intl.formatMessage(m.colStatus)}</Table.Th>
                    <Table.Th>{intl.formatMessage(m.colSince)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(m.colRegistrations)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(m.colFtd)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(m.colQftd)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(m.colCommission)}</Table.Th>
                    {(mayMove || mayRemove) && <Table.Th>{intl.formatMessage(m.colActions)}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((s) => (
                    <Table.Tr key={s.ID} data-testid="sub-row" data-username={s.Username}>
                      <Table.Td>
                        <Anchor component={Link} to={partnerPath(s.ID)} size="sm">
                          {s.Username}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {`${s.FirstName} ${s.LastName}`.trim()}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <PartnerStatusBadge status={s.Status} />
                      </Table.Td>
                      <Table.Td>{formatDate(s.CreatedAt)}</Table.Td>
                      <Table.Td ta="right">{intl.formatNumber(s.Registrations)}</Table.Td>
                      <Table.Td ta="right">{intl.formatNumber(s.FTD)}</Table.Td>
                      <Table.Td ta="right">{intl.formatNumber(s.QFTD)}</Table.Td>
                      <Table.Td ta="right">
                        <Money value={s.Commission} />
                      </Table.Td>
                      {(mayMove || mayRemove) && (
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {mayMove && rowAction(s, setMoving, m.move, m.moveLabel)}
                            {mayRemove && rowAction(s, setRemoving, m.remove, m.removeLabel, 'red')}
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {data.total > PAGE_SIZE && (
              <Pagination
                {...pageControlLabels(intl)}
                size="sm"
                value={page}
                onChange={setPage}
                total={Math.ceil(data.total / PAGE_SIZE)}
              />
            )}
          </Stack>
        )}
      </QueryState>
      {moving && picker && (
        <MoveSubAffiliate
          partner={partner}
          sub={moving}
          picker={picker}
          onClose={() => setMoving(null)}
          onDone={(text, ok) => setNotice({ text, ok })}
        />
      )}
      {removing && (
        <RemoveSubAffiliate
          partner={partner}
          sub={removing}
          onClose={() => setRemoving(null)}
          onDone={(text, ok) => setNotice({ text, ok })}
        />
      )}
    </Section>
  );
}
