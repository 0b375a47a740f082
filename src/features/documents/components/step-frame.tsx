// The frame of a documents step (the person's data, the company): a bordered card with the step's
// heading (an h2 in h3 size) and its dimmed intro over the step's content. With `onSubmit` the
// card holds a form named by the heading (`headingId`).
import type { FormEventHandler, ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface StepFrameProps {
  title: string;
  intro: string;
  headingId?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function StepFrame({ title, intro, headingId, onSubmit, children }: StepFrameProps) {
  const content = (
    <Stack>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
          {content}
        </form>
      ) : (
        content
      )}
    </Paper>
  );
}
