// "Export CSV" for the report rows of the filtered period, with a progress bar, cancel, and a
// note when the period has more rows than one export takes.
import { useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { GetReportsParams } from '@/api/generated/model/getReportsParams';
import { useExportRun } from '@/components/data/use-export-run';
import { notifySuccess } from '@/lib/notify';
import { buildReportsCsv, downloadCsv, EXPORT_CAP, fetchAllReports, type ExportProgress } from '../api/reports-csv';
import { reportsMessages as m } from '../messages';

export function CsvExport({ filters }: { filters: Omit<GetReportsParams, 'page' | 'pageSize'> }) {
  const intl = useIntl();
  const { progress, setProgress, start, cancel } = useExportRun<ExportProgress>();
  const [capped, setCapped] = useState<number | null>(null);

  const run = () => {
    setCapped(null);
    return start({ done: 0, total: 0 }, async (signal) => {
      const { rows, total } = await fetchAllReports(filters, { onProgress: setProgress, signal });
      if (rows.length === 0) {
        notifySuccess(intl.formatMessage(m.exportEmpty));
        return;
      }
      downloadCsv(await buildReportsCsv(rows), `reports_${filters.since ?? ''}_${filters.until ?? ''}.csv`);
      if (total > rows.length) setCapped(total);
      notifySuccess(intl.formatMessage(m.exportDone, { count: rows.length }));
    });
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="sm" onClick={() => void run()} loading={progress !== null}>
          {intl.formatMessage(m.exportCsv)}
        </Button>
        {progress && (
          <Button size="sm" variant="subtle" onClick={cancel}>
            {intl.formatMessage(m.exportCancel)}
          </Button>
        )}
      </Group>
      {progress && (
        <div role="status" aria-live="polite">
          <Text size="xs">
            {intl.formatMessage(m.exporting, { done: intl.formatNumber(progress.done), total: intl.formatNumber(progress.total) })}
          </Text>
          <Progress value={progress.total ? (progress.done / progress.total) * 100 : 0} size="sm" aria-hidden />
        </div>
      )}
      {capped !== null && (
        <Alert color="yellow" withCloseButton onClose={() => setCapped(null)}>
          {intl.formatMessage(m.exportCapped, { total: intl.formatNumber(capped), cap: intl.formatNumber(EXPORT_CAP) })}
        </Alert>
      )}
    </Stack>
  );
}
