// The frame of one export: its title, what it contains, its filters and its status.
// `ExportFormCard` holds the filters' form: the fields, the export button (off while one runs) and
// the status under it, whose retry sends the form again.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { adminExportMessages as m } from '../messages';
import { ExportStatus } from './export-status';
import type { ExportState } from './use-csv-export';

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

interface ExportFormCardProps extends ExportCardProps {
  /** The form's handleSubmit result (called with no event for a retry). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  state: ExportState;
  onCancel: () => void;
}

export function ExportFormCard({ submit, state, onCancel, children, ...card }: ExportFormCardProps) {
  const intl = useIntl();
  return (
    <ExportCard {...card}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {children}
          <Group>
            <Button type="submit" disabled={state.kind === 'running'}>
              {intl.formatMessage(m.exportCsv)}
            </Button>
          </Group>
          <ExportStatus state={state} onCancel={onCancel} onRetry={() => void submit()} testId={card.testId} />
        </Stack>
      </form>
    </ExportCard>
  );
}
