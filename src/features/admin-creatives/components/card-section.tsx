// A bordered card of the creative admin screens with its h2 title: the publish panel and history of
// a creative, the phrase and domain lists of the compliance rules. Unlike the shared Section it is
// not named by its title (no aria-labelledby): these cards have never been landmarks.
import type { ReactNode } from 'react';
import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export function CardSection({
  title,
  size = 'h4',
  gap = 'sm',
  children,
}: {
  title: MessageDescriptor;
  size?: 'h3' | 'h4';
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="section">
      <Stack gap={gap}>
        <Title order={2} size={size}>
          {intl.formatMessage(title)}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
