// The frame of one export: its title, what it contains, its filters and its status.
import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export function ExportCard({ title, text, children, testId }: { title: string; text: string; children: ReactNode; testId: string }) {
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
