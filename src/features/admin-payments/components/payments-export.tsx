// The "Export CSV" button of the list: exports what the filters select, in the list's order,
// with a progress bar and a cancel; above EXPORT_CAP rows it says so before and after.
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { recordExport } from '@/lib/record-export';
import type { AdminListPaymentsParams } from '@/api/generated/model/adminListPaymentsParams';
import { toApiDate } from '@/lib/dates';
import { useExportRun } from '@/components/data/use-export-run';
import { notifySuccess } from '@/lib/notify';
import { adminPaymentsMessages as m } from '../messages';
import { downloadCsv, EXPORT_CAP, fetchAllPayments, paymentsToCsv } from './export-payments';

interface Props {
  params: Omit<AdminListPaymentsParams, 'page' | 'pageSize'>;
  total: number;
}

export function PaymentsExport({ params, total }: Props) {
  const intl = useIntl();
  const { progress, setProgress, start, cancel } = useExportRun<{ done: number; total: number }>();

  const run = () =>
    start({ done: 0, total: Math.min(total, EXPORT_CAP) }, async (signal) => {
      const rows = await fetchAllPayments(params, (done, all) => setProgress({ done, total: all }), signal);
      downloadCsv(await paymentsToCsv(rows), `payments-${toApiDate(new Date())}.csv`);
      recordExport('payments', rows.length, { ...params, page: undefined, pageSize: undefined });
      notifySuccess(intl.formatMessage(m.exportDone, { count: rows.length }));
    });

  const n = (v: number) => intl.formatNumber(v);
  return (
    <Stack gap="xs">
      {total > EXPORT_CAP && (
        <Alert color="yellow" data-testid="export-cap">
          {intl.formatMessage(m.exportCapped, { total: n(total), cap: n(EXPORT_CAP) })}
        </Alert>
      )}
      {progress ? (
        <Group gap="sm" wrap="nowrap">
          <Stack gap={4} style={{ flex: 1 }}>
            <Text size="sm" aria-live="polite">
              {intl.formatMessage(m.exportProgress, { done: n(progress.done), total: n(progress.total) })}
            </Text>
            <Progress
              value={progress.total ? (progress.done / progress.total) * 100 : 0}
              aria-label={intl.formatMessage(m.exportCsv)}
              data-testid="export-progress"
            />
          </Stack>
          <Button variant="default" onClick={cancel}>
            {intl.formatMessage(m.exportCancel)}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button
            variant="light"
            onClick={() => void run()}
            disabled={total === 0}
            title={total === 0 ? intl.formatMessage(m.exportEmpty) : undefined}
          >
            {intl.formatMessage(m.exportCsv)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
