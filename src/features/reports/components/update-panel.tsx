// The "update reports" request and its status: polls while the job is queued or running, and
// refreshes the report data when it ends.
import { useEffect, useRef } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getGetBalanceHistoryQueryKey,
  getGetRegistrationsQueryKey,
  getGetReportsGraphQueryKey,
  getGetReportsKeySumQueryKey,
  getGetReportsQueryKey,
  useGetReportsUpdate,
} from '@/api/generated/endpoints/reports/reports';
import type { ReportsUpdateStatus } from '@/api/generated/model/reportsUpdateStatus';
import { QueryState } from '@/components/data/query-state';
import { formatDateTime } from '@/lib/dates';
import { useRequestReportsUpdateAction } from '../api/use-request-reports-update';
import { reportsMessages as m } from '../messages';

const POLL_MS = 3_000;
const statusView: Record<ReportsUpdateStatus, { label: (typeof m)[keyof typeof m]; color: string }> = {
  idle: { label: m.statusIdle, color: 'gray' },
  queued: { label: m.statusQueued, color: 'yellow' },
  running: { label: m.statusRunning, color: 'blue' },
  done: { label: m.statusDone, color: 'teal' },
  failed: { label: m.statusFailed, color: 'red' },
};
const active = (s: ReportsUpdateStatus | undefined) => s === 'queued' || s === 'running';

export function UpdatePanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useGetReportsUpdate({ query: { refetchInterval: (q) => (active(q.state.data?.status) ? POLL_MS : false) } });
  const request = useRequestReportsUpdateAction();
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (active(previous.current) && status === 'done') {
      for (const queryKey of [
        getGetReportsQueryKey(),
        getGetReportsGraphQueryKey(),
        getGetReportsKeySumQueryKey(),
        getGetRegistrationsQueryKey(),
        getGetBalanceHistoryQueryKey(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    }
    previous.current = status;
  }, [status, queryClient]);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {intl.formatMessage(m.updateTitle)}
        </Title>
        <Text size="sm">{intl.formatMessage(m.updateHelp)}</Text>
        <QueryState query={query}>
          {(job) => (
            <Stack gap={4} data-testid="update-status">
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {intl.formatMessage(m.updateStatus)}:
                </Text>
                <Badge color={statusView[job.status].color} variant="light">
                  {intl.formatMessage(statusView[job.status].label)}
                </Badge>
              </Group>
              {job.requestedAt && <Text size="sm">{intl.formatMessage(m.requestedAt, { date: formatDateTime(job.requestedAt) })}</Text>}
              {job.finishedAt && <Text size="sm">{intl.formatMessage(m.lastUpdated, { date: formatDateTime(job.finishedAt) })}</Text>}
              {active(job.status) && (
                <Text size="sm" c="dimmed" role="status">
                  {intl.formatMessage(m.inProgress)}
                </Text>
              )}
            </Stack>
          )}
        </QueryState>
        <Button
          onClick={() => request.mutate()}
          loading={request.isPending}
          disabled={active(status) || query.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {intl.formatMessage(m.updateButton)}
        </Button>
      </Stack>
    </Paper>
  );
}
