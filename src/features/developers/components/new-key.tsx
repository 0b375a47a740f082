// The key just created, shown once: its value with a copy button and the warning that it will not
// be shown again. It lives only in the page's state (never cached, stored or put in a URL).
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ApiKey } from '@/api/generated/model/apiKey';
import { developersMessages as m } from '../messages';

export function NewKey({ apiKey, onDone }: { apiKey: ApiKey; onDone: () => void }) {
  const intl = useIntl();
  const secret = apiKey.Secret ?? '';
  return (
    <Alert color="teal" role="status" title={intl.formatMessage(m.shownTitle, { name: apiKey.Name })} data-testid="developers-new-key">
      <Stack gap="xs">
        <Text size="sm">{intl.formatMessage(m.shownOnce)}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret} timeout={3000}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {intl.formatMessage(copied ? m.copied : m.copy)}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            {intl.formatMessage(m.shownDone)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
