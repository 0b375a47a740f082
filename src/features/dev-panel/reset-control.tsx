// The dev panel's reset (issue 14.17): the in-browser mock keeps its data and clock across
// reloads, so the panel says whether they are kept and offers the way back to the seed. The reset
// (POST /__mock/reset) answers once the saved copy is deleted too; then the panel says so.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { devPanelMessages as m } from './messages';
import type { MockState } from './mock-control';

const NOTE = { off: m.notKept, failed: m.saveFailed } as const;

export function ResetControl({
  persistence,
  onReset,
}: {
  persistence: MockState['persistence'] | undefined;
  onReset: () => Promise<boolean>;
}) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const note = persistence === 'off' || persistence === 'failed' ? NOTE[persistence] : m.kept;

  return (
    <Stack gap={4}>
      {persistence && (
        <Text size="xs" c="dimmed" data-testid="mock-persistence">
          {intl.formatMessage(note)}
        </Text>
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={async () => {
          setDone(false);
          setDone(await onReset());
        }}
      >
        {intl.formatMessage(m.reset)}
      </Button>
      {done && (
        <Text size="xs" role="status">
          {intl.formatMessage(m.resetDone)}
        </Text>
      )}
    </Stack>
  );
}
