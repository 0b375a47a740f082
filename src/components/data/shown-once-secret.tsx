// A secret shown once (a new API key, a new postback signing secret): a status alert with the value
// in a code block, a copy button and the button that dismisses it for good. The screen gives the
// words (title, an optional note, the buttons' labels).
import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';

export interface ShownOnceSecretProps {
  title: string;
  /** A line above the value (a warning that it will not be shown again). */
  note?: ReactNode;
  secret: string;
  labels: { copy: string; copied: string; done: string };
  onDone: () => void;
  'data-testid': string;
}

export function ShownOnceSecret({ title, note, secret, labels, onDone, ...rest }: ShownOnceSecretProps) {
  return (
    <Alert color="teal" role="status" title={title} data-testid={rest['data-testid']}>
      <Stack gap="xs">
        {note}
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret} timeout={3000}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? labels.copied : labels.copy}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            {labels.done}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
