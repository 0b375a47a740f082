// The frame of one export: its title, what it contains, its filters and its status.
// `ExportFormCard` holds the filters' form of one of the three exports (its texts and test id from
// the table below): the fields, the export button (off while one runs) and the status under it,
// whose retry sends the form again.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { adminExportMessages as m } from '../messages';
import { ExportStatus } from './export-status';
import type { ExportState } from './use-csv-export';

const exports = {
  partners: { title: m.partnersTitle, text: m.partnersText, testId: 'export-partners' },
  payments: { title: m.paymentsTitle, text: m.paymentsText, testId: 'export-payments' },
  subs: { title: m.subsTitle, text: m.subsText, testId: 'export-subs' },
} as const;

interface ExportCardProps {
  title: string;
  text: string;
  children: ReactNode;
  testId: string;
}

export function ExportCard({ title, text, children, testId }: ExportCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

interface ExportFormCardProps {
  dataset: keyof typeof exports;
  /** The form's handleSubmit result (called with no event for a retry). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The export's state and cancel, from useCsvExport. */
  csv: { state: ExportState; cancel: () => void };
  children: ReactNode;
}

export function ExportFormCard({ dataset, submit, csv: { state, cancel }, children }: ExportFormCardProps) {
  const intl = useIntl();
  const { title, text, testId } = exports[dataset];
  return (
    <ExportCard title={intl.formatMessage(title)} text={intl.formatMessage(text)} testId={testId}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {children}
          <Group>
            <Button type="submit" disabled={state.kind === 'running'}>
              {intl.formatMessage(m.exportCsv)}
            </Button>
          </Group>
          <ExportStatus state={state} onCancel={cancel} onRetry={() => void submit()} testId={testId} />
        </Stack>
      </form>
    </ExportCard>
  );
}
