// A titled, bordered section of a page (a card with an h2 in h4 size that names it): the frame the
// developers, scheduled-reports and campaign screens share. `intro` is the dimmed line under the
// title; the children follow in a Stack; with `onSubmit` the section is a form.
//
//   <Section id="developers-keys-title" title={intl.formatMessage(m.keysTitle)}>…</Section>
import type { FormEventHandler, ReactNode } from 'react';
import { Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';

export interface SectionProps {
  /** The title's id, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  gap?: MantineSpacing;
  'data-testid'?: string;
  /** The section is a form (noValidate: the form's own checks speak). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function Section({ id, title, intro, gap = 'sm', onSubmit, children, ...rest }: SectionProps) {
  const content = (
    <Stack gap={gap}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} data-testid={rest['data-testid']}>
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
