// An inline "are you sure?" under a row (revoke a key, remove a schedule): the question, a red
// Yes that shows its progress, and Cancel. With `asGroup` the question also names the group.
import { Button, Group, Text } from '@mantine/core';

export interface InlineConfirmProps {
  question: string;
  yes: string;
  cancel: string;
  loading: boolean;
  onYes: () => void;
  onCancel: () => void;
  asGroup?: boolean;
}

export function InlineConfirm({ question, yes, cancel, loading, onYes, onCancel, asGroup }: InlineConfirmProps) {
  return (
    <Group gap="xs" wrap="wrap" {...(asGroup ? { role: 'group', 'aria-label': question } : {})}>
      <Text size="sm">{question}</Text>
      <Button size="compact-sm" color="red" loading={loading} onClick={onYes}>
        {yes}
      </Button>
      <Button size="compact-sm" variant="subtle" onClick={onCancel}>
        {cancel}
      </Button>
    </Group>
  );
}
