// Under a rule list being edited: what changed against the version in force, the note saved with
// the new version, Save and Discard.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { rulesMessages as m } from '../messages';

interface Props {
  before: readonly string[];
  after: readonly string[];
  version: number;
  note: string;
  noteMax: number;
  onNote: (note: string) => void;
  onSave: () => void;
  onDiscard: () => void;
  saving: boolean;
}

export function ListChanges({ before, after, version, note, noteMax, onNote, onSave, onDiscard, saving }: Props) {
  const intl = useIntl();
  const was = new Set(before);
  const now = new Set(after);
  const added = [...now].filter((k) => !was.has(k)).length;
  const removed = [...was].filter((k) => !now.has(k)).length;
  const changed = added > 0 || removed > 0;
  return (
    <Stack gap="xs" data-testid="list-changes">
      <Text size="sm" aria-live="polite">
        {changed ? intl.formatMessage(m.changes, { added, removed, version }) : intl.formatMessage(m.unchanged, { version })}
      </Text>
      <TextInput label={intl.formatMessage(m.saveNote)} value={note} maxLength={noteMax} onChange={(e) => onNote(e.currentTarget.value)} />
      <Group gap="sm">
        <Button onClick={onSave} loading={saving} disabled={!changed}>
          {intl.formatMessage(m.save, { version: version + 1 })}
        </Button>
        <Button variant="default" onClick={onDiscard} disabled={saving}>
          {intl.formatMessage(m.discard)}
        </Button>
      </Group>
    </Stack>
  );
}
