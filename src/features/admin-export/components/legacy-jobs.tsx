// GET the legacy export jobs (server-paged, newest first). While one is queued or running the list
// is asked again every 3 s; a finished job's CSV is fetched from the media call and saved.
import { useState } from 'react';
import { Badge, Button, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminGetLegacyData } from '@/api/generated/endpoints/admin-data/admin-data';
import { getMedia } from '@/api/generated/endpoints/media/media';
import type { AdminLegacyExport } from '@/api/generated/model/adminLegacyExport';
import { PlainTable } from '@/components/data/plain-table';
import { QueryState } from '@/components/data/query-state';
import { RefreshButton } from '@/components/data/query-controls';
import { pageControlLabels } from '@/components/data/table-texts';
import { downloadCsv } from '@/lib/csv';
import { formatDate, formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { adminExportMessages as m } from '../messages';
import { datasetLabels, statusLabels } from './legacy-labels';

export const LEGACY_PAGE_SIZE = 20;
export const POLL_MS = 3_000;
const headers = [m.colId, m.colDataset, m.colPeriod, m.colPartner, m.colStatus, m.colRequested, m.colResult];
const inProgress = (j: AdminLegacyExport) => j.status === 'queued' || j.status === 'running';

export function LegacyJobs() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useAdminGetLegacyData(
    { page, pageSize: LEGACY_PAGE_SIZE },
    { query: { refetchInterval: (q) => (q.state.data?.items.some(inProgress) ? POLL_MS : false) } },
  );
  const running = query.data?.items.filter(inProgress).length ?? 0;
  return (
    <Paper withBorder p="md" component="section" aria-label={intl.formatMessage(m.jobsTitle)}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {intl.formatMessage(m.jobsTitle)}
          </Title>
          <RefreshButton query={query} label={intl.formatMessage(m.refresh)} variant="default" />
        </Group>
        {running > 0 && (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{intl.formatMessage(m.jobsRefreshing, { count: running })}</Text>
          </Group>
        )}
        <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.jobsEmpty)}>
          {(data) => (
            <>
              <PlainTable minWidth={720} headers={headers.map((h) => intl.formatMessage(h))} data-testid="legacy-jobs">
                {data.items.map((job) => (
                  <JobRow key={job.id} job={job} />
                ))}
              </PlainTable>
              {data.total > LEGACY_PAGE_SIZE && (
                <Pagination
                  {...pageControlLabels(intl)}
                  total={Math.ceil(data.total / LEGACY_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                />
              )}
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function JobRow({ job }: { job: AdminLegacyExport }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const status = statusLabels[job.status];
  const fileId = job.fileId;
  const download = async () => {
    if (!fileId) return;
    setBusy(true);
    try {
      const blob = await getMedia(fileId);
      downloadCsv(await blob.text(), `legacy-${job.dataset}-${job.since}-${job.until}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table.Tr data-job-id={job.id} data-status={job.status}>
      <Table.Td>{job.id}</Table.Td>
      <Table.Td>{intl.formatMessage(datasetLabels[job.dataset])}</Table.Td>
      <Table.Td>
        {intl.formatMessage(m.period, { since: formatDate(`${job.since}T12:00:00`), until: formatDate(`${job.until}T12:00:00`) })}
      </Table.Td>
      <Table.Td>{job.partnerId ?? intl.formatMessage(m.allPartners)}</Table.Td>
      <Table.Td>
        <Badge
          color={status.color}
          variant="light"
          leftSection={inProgress(job) ? <Loader size={10} color={status.color} aria-hidden /> : undefined}
        >
          {intl.formatMessage(status.label)}
        </Badge>
      </Table.Td>
      <Table.Td>{formatDateTime(job.requestedAt)}</Table.Td>
      <Table.Td>
        {job.status === 'done' && fileId && (
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() => void download()}
            aria-label={intl.formatMessage(m.downloadLabel, { id: job.id, count: job.rows ?? 0 })}
          >
            {intl.formatMessage(m.download, { count: job.rows ?? 0 })}
          </Button>
        )}
        {job.status === 'failed' && (
          <Text size="sm" c="red">
            {intl.formatMessage(m.jobFailed)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
