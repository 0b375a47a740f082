// The title of a part of the business-manage modal (an h3 in h5 size: company, partner, bank,
// documents, AI analysis), with what stands at the far end of its line (a badge, a button).
import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export function PartTitle({ title, aside }: { title: MessageDescriptor; aside?: ReactNode }) {
  const intl = useIntl();
  const heading = (
    <Title order={3} size="h5">
      {intl.formatMessage(title)}
    </Title>
  );
  return aside ? (
    <Group justify="space-between">
      {heading}
      {aside}
    </Group>
  ) : (
    heading
  );
}
