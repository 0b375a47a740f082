// A dashboard page's frame: one h1 (every page has exactly one), an optional dimmed intro below
// it, actions beside the two (wrapping under them on a phone), then the page's content.
import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

type Values = Record<string, string | number>;

export function Page({
  title,
  titleValues,
  intro,
  actions,
  children,
}: {
  title: MessageDescriptor;
  titleValues?: Values;
  intro?: MessageDescriptor;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const heading = (
    <Title order={1} size="h2">
      {intl.formatMessage(title, titleValues)}
    </Title>
  );
  const introText = intro && <Text c="dimmed">{intl.formatMessage(intro)}</Text>;
  return (
    <Stack component="section">
      {actions ? (
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            {heading}
            {introText}
          </Stack>
          {actions}
        </Group>
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
