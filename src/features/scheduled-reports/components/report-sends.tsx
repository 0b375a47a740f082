// Past sends of the scheduled reports (getReportSends), newest first, paged by the server, each
// with a download of its CSV. One bordered row per send, wrapping on a phone.
import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetReportSends } from '@/api/generated/endpoints/scheduled-reports/scheduled-reports';
import { QueryState } from '@/components/data/query-state';
import { pageControlLabels, pageRangeText } from '@/components/data/table-texts';
import { Section } from '@/components/layout/section';
import { parseIdParam } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/dates';
import { withSearchChanges } from '@/lib/search-params';
import { useDownloadSend } from '../api/use-schedules';
import { scheduledMessages as m } from '../messages';
import { frequencyLabels, reportLabels } from './labels';

const PAGE_SIZE = 10;

export function ReportSends() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const page = parseIdParam(search.get('page')) ?? 1;
  const query = useGetReportSends({ page, pageSize: PAGE_SIZE, order: 'desc' }, { query: { placeholderData: keepPreviousData } });
  const download = useDownloadSend();
  return (
    <Section id="scheduled-sends-title" title={intl.formatMessage(m.sendsTitle)}>
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.sendsEmpty)}>
        {(data) => (
          <Stack gap="xs" aria-busy={query.isFetching}>
            {data.items.map((s) => (
              <Paper key={s.ID} withBorder p="xs" data-testid="report-send">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {intl.formatMessage(reportLabels[s.Report])} · {intl.formatMessage(frequencyLabels[s.Frequency])}
                    </Text>
                    <Text size="sm">
                      {intl.formatMessage(m.period, {
                        start: formatDate(`${s.PeriodStart}T12:00:00`),
                        end: formatDate(`${s.PeriodEnd}T12:00:00`),
                      })}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {intl.formatMessage(m.colSent)} {formatDateTime(s.SentAt)} · {intl.formatMessage(m.colTo)} {s.Email}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={intl.formatMessage(m.downloadLabel, { file: s.FileName })}
                    loading={download.isPending && download.variables?.ID === s.ID}
                    onClick={() => download.mutate(s)}
                  >
                    {intl.formatMessage(m.download)}
                  </Button>
                </Group>
              </Paper>
            ))}
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {pageRangeText(intl, {
                  from: (page - 1) * PAGE_SIZE + 1,
                  to: (page - 1) * PAGE_SIZE + data.items.length,
                  totalRecords: data.total,
                })}
              </Text>
              {data.total > PAGE_SIZE && (
                <Pagination
                  {...pageControlLabels(intl)}
                  size="sm"
                  value={page}
                  onChange={(next) => setSearch((prev) => withSearchChanges(prev, { page: next }, true), { replace: true })}
                  total={Math.ceil(data.total / PAGE_SIZE)}
                />
              )}
            </Group>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
