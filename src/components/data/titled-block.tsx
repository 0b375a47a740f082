// A block of a modal under its h3 (h5 size): the parts of the creative copy modal, what a privacy
// request asked and its history. Not a landmark: where the part should be a named section, use
// DetailSection.
import type { ReactNode } from 'react';
import { Stack, Title, type MantineSpacing } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export function TitledBlock({ title, gap, children }: { title: MessageDescriptor; gap: MantineSpacing; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap={gap}>
      <Title order={3} size="h5">
        {intl.formatMessage(title)}
      </Title>
      {children}
    </Stack>
  );
}
