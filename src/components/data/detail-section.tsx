// A titled part of a details view, named by its title (an h3 in h5 size): the risk figures, the
// NFS-e data and the provider's timeline of the admin's payment modal. `hint` is the dimmed line
// under the title.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface DetailSectionProps {
  /** The title's id, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  'data-testid'?: string;
  children: ReactNode;
}

export function DetailSection({ id, title, hint, children, ...rest }: DetailSectionProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={rest['data-testid']}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}
