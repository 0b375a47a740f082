// What an export shows under its form: progress with a cancel while it runs, then the row count
// and file name, the cap note, or the failure with a retry (the form above keeps its input).
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { EXPORT_CAP } from '@/lib/csv';
import { adminExportMessages as m } from '../messages';
import type { ExportState } from './use-csv-export';

interface Props {
  state: ExportState;
  onCancel: () => void;
  onRetry: () => void;
  testId: string;
}

export function ExportStatus({ state, onCancel, onRetry, testId }: Props) {
  const intl = useIntl();
  const n = (v: number) => intl.formatNumber(v);
  switch (state.kind) {
    case 'idle':
      return null;
    case 'running': {
      const p = state.progress;
      return (
        <Group gap="sm" wrap="nowrap" data-testid={`${testId}-progress`}>
          <Stack gap={4} style={{ flex: 1 }} role="status" aria-live="polite">
            <Text size="sm">
              {p ? intl.formatMessage(m.progress, { done: n(p.done), total: n(p.total) }) : intl.formatMessage(m.progressOne)}
            </Text>
            <Progress
              value={p && p.total ? (p.done / p.total) * 100 : 100}
              animated={!p}
              aria-label={intl.formatMessage(m.progressLabel)}
            />
          </Stack>
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      );
    }
    case 'done':
      return (
        <Stack gap="xs">
          <Alert color="teal" role="status" data-testid={`${testId}-done`} data-rows={state.rows}>
            {intl.formatMessage(m.done, { count: state.rows, file: state.file })}
          </Alert>
          {state.total > state.rows && (
            <Alert color="yellow">{intl.formatMessage(m.capped, { total: n(state.total), cap: n(EXPORT_CAP) })}</Alert>
          )}
        </Stack>
      );
    case 'empty':
      return (
        <Alert color="gray" role="status" data-testid={`${testId}-empty`}>
          {intl.formatMessage(m.empty)}
        </Alert>
      );
    case 'canceled':
      return (
        <Text size="sm" c="dimmed" role="status">
          {intl.formatMessage(m.canceled)}
        </Text>
      );
    case 'failed':
      return (
        <Alert color="red" role="alert" data-testid={`${testId}-failed`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{intl.formatMessage(m.failed)}</Text>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          </Stack>
        </Alert>
      );
  }
}
