// The bordered card of the admin payments page's panels (the provider's status, the period's
// report): an h2 in h4 size over the panel's content.
import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

export function TitledCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
