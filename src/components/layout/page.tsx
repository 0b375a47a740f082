// A dashboard page's frame: one h1 (every page has exactly one), an optional dimmed intro below
// it, actions beside the two (wrapping under them on a phone), then the page's content.
// `header="toolbar"` (a list page): the actions stand at the foot of the intro and the h1 takes
// the room; `header="close"`: the intro stays close under the h1 also without actions.
import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

type Values = Record<string, string | number>;

export function Page({
  title,
  titleValues,
  intro,
  actions,
  header,
  children,
}: {
  title: MessageDescriptor;
  titleValues?: Values;
  intro?: MessageDescriptor;
  actions?: ReactNode;
  header?: 'toolbar' | 'close';
  children: ReactNode;
}) {
  const intl = useIntl();
  const heading = (
    <Title order={1} size="h2">
      {intl.formatMessage(title, titleValues)}
    </Title>
  );
  const introText = intro && <Text c="dimmed">{intl.formatMessage(intro)}</Text>;
  const toolbar = header === 'toolbar';
  const headingBlock = (
    <Stack gap={4} style={toolbar ? { flex: '1 1 320px' } : undefined}>
      {heading}
      {introText}
    </Stack>
  );
  return (
    <Stack component="section">
      {actions ? (
        <Group justify="space-between" align={toolbar ? 'flex-end' : 'flex-start'}>
          {headingBlock}
          {actions}
        </Group>
      ) : header === 'close' ? (
        headingBlock
      ) : (
        <>
          {heading}
          {introText}
        </>
      )}
      {children}
    </Stack>
  );
}
