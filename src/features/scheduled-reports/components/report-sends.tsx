// Past sends of the scheduled reports (getReportSends), newest first, paged by the server, each
// with a download of its CSV. One bordered row per send, wrapping on a phone.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetReportSends } from '@/api/generated/endpoints/scheduled-reports/scheduled-reports';
import { PageFooter } from '@/components/data/page-footer';
import { QueryState } from '@/components/data/query-state';
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
            <PageFooter
              page={page}
              pageSize={PAGE_SIZE}
              data={data}
              onPage={(next) => setSearch((prev) => withSearchChanges(prev, { page: next }, true), { replace: true })}
            />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
