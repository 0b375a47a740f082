// The parts the file uploads share (a business document, a payment's invoice): the words inside
// the dropzone (what to drop, and the rules as a dimmed hint; `compact` for the smaller one in a
// list of documents) and the upload's progress bar with its percentage written under it.
import { Progress, Stack, Text } from '@mantine/core';

export function DropPrompt({ title, hint, compact }: { title: string; hint: string; compact?: boolean }) {
  return (
    <Stack gap={4} align="center" py={compact ? 'xs' : 'md'} style={{ pointerEvents: 'none' }}>
      <Text fw={500} ta="center" size={compact ? 'sm' : undefined}>
        {title}
      </Text>
      <Text size={compact ? 'xs' : 'sm'} c="dimmed" ta="center">
        {hint}
      </Text>
    </Stack>
  );
}

/** `label` says the percentage; it also names the bar. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <Stack gap={2}>
      <Progress value={percent} animated aria-label={label} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
