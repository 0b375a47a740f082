// A titled, bordered section of a page (a card with an h2 in h4 size that names it): the frame the
// developers, scheduled-reports, campaign, security, postback, wallet, partner and terms screens
// share. `intro` is the dimmed line under the title; `actions` stand beside the title (a button);
// the children follow in a Stack; with `onSubmit` the section is a form. Without `id` the card is
// not named by its title (not a landmark), as the payments panels and the creative admin cards.
//
//   <Section id="developers-keys-title" title={intl.formatMessage(m.keysTitle)}>…</Section>
import type { FormEventHandler, ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title, type MantineRadius, type MantineSpacing } from '@mantine/core';

export interface SectionProps {
  /** The title's id, which names the section (aria-labelledby); none: the section is not named. */
  id?: string;
  title: ReactNode;
  /** The title's look (an h2 either way). */
  titleSize?: 'h3' | 'h4';
  intro?: ReactNode;
  /** Beside the title, at the far end of its line (given, even as false, the title's line is a Group). */
  actions?: ReactNode;
  gap?: MantineSpacing;
  /** The frame's inner space (md unless a screen's cards are roomier). */
  padding?: MantineSpacing;
  radius?: MantineRadius;
  'data-testid'?: string;
  /** The section is a form (noValidate: the form's own checks speak). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function Section({
  id,
  title,
  titleSize = 'h4',
  intro,
  actions,
  gap = 'sm',
  padding = 'md',
  radius,
  onSubmit,
  children,
  ...rest
}: SectionProps) {
  const heading = (
    <Title order={2} size={titleSize} id={id}>
      {title}
    </Title>
  );
  const content = (
    <Stack gap={gap}>
      {actions !== undefined ? (
        <Group justify="space-between">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
  return (
    <Paper withBorder p={padding} radius={radius} component="section" aria-labelledby={id} data-testid={rest['data-testid']}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </Paper>
  );
}
