// One editor for both compliance rule lists (issue 18: phrases and domains): the version in force
// (who saved it, when), the list edited here — add, remove, or replace it all from a CSV — and
// saved whole as the next version with a note. Edits stay until saved or discarded, also when the
// save is refused. Only an administrator with admin:compliance:rules edits. A list gives its
// columns, its add form, its CSV functions and what it checks before a save; RuleListSection is
// the card around a list, loading it.
import { useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, FileButton, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Section } from '@/components/layout/section';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/api/api-error';
import { QueryState } from '@/components/data/query-state';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { rulesMessages as m } from '../messages';
import type { ImportResult } from '../rules-csv';
import { ListChanges } from './list-changes';

export interface RuleListVersion {
  Version: number;
  ChangedBy: { Username: string };
  ChangedAt: string;
}

export interface RuleColumn<T> {
  title: string;
  cell: (item: T) => ReactNode;
  ff?: string;
  style?: CSSProperties;
}

/** What the add form gets: `add` checks the candidate (undefined: it did not parse) and says whether it went in. */
export interface AddControls<T> {
  add: (candidate: T | undefined, bad: MessageDescriptor) => boolean;
  error: MessageDescriptor | null;
}

interface Props<T> {
  list: RuleListVersion;
  saved: T[];
  keyOf: (item: T) => string;
  /** The entry named in the remove button's label. */
  entryOf: (item: T) => string;
  hint: MessageDescriptor;
  csv: {
    columns: readonly string[];
    parse: (text: string) => Promise<ImportResult<T>>;
    export: (items: readonly T[], filename: string) => Promise<void>;
    /** The export's file name before `-v<version>.csv`. */
    name: string;
    /** Name the columns under the buttons. */
    showColumns?: boolean;
  };
  save: (items: T[], note: string) => Promise<unknown>;
  saving: boolean;
  noteMax: number;
  /** A text that refuses the save before it is sent (a required entry missing). */
  refuse: (items: T[]) => string | null;
  /** Controls before the export button (filters). */
  filters?: ReactNode;
  visible?: (item: T) => boolean;
  columns: RuleColumn<T>[];
  /** The scrolling box around the table. */
  frame: (table: ReactElement) => ReactElement;
  tableProps?: { stickyHeader?: boolean; miw?: number; 'data-testid': string };
  addForm: (controls: AddControls<T>) => ReactNode;
}

export function RuleListEditor<T>(p: Props<T>) {
  const intl = useIntl();
  const { user } = useSession();
  const editable = can(user, 'admin:compliance:rules');
  const [draft, setDraft] = useState<T[] | null>(null);
  const [addError, setAddError] = useState<MessageDescriptor | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [note, setNote] = useState('');
  const items = draft ?? p.saved;
  const shown = p.visible ? items.filter(p.visible) : items;

  const add = (candidate: T | undefined, bad: MessageDescriptor) => {
    const error = candidate === undefined ? bad : items.some((x) => p.keyOf(x) === p.keyOf(candidate)) ? m.duplicate : null;
    setAddError(error);
    if (error || candidate === undefined) return false;
    setDraft([...items, candidate]);
    return true;
  };
  const importFile = async (file: File | null) => {
    if (!file) return;
    const result = await p.csv.parse(await file.text());
    if (result.ok) {
      setDraft(result.items);
      setNotice({ color: 'blue', text: intl.formatMessage(m.imported, { count: result.items.length, file: file.name }) });
    } else if ('badRows' in result) {
      setNotice({
        color: 'red',
        text: intl.formatMessage(m.importErrors, {
          file: file.name,
          count: result.badRows.length,
          rows: result.badRows.slice(0, 10).join(', '),
        }),
      });
    } else
      setNotice({ color: 'red', text: intl.formatMessage(m.importUnreadable, { file: file.name, columns: p.csv.columns.join(', ') }) });
  };
  const submit = async () => {
    const refused = p.refuse(items);
    if (refused) return setNotice({ color: 'red', text: refused });
    try {
      await p.save(items, note);
      setDraft(null);
      setNote('');
      setNotice(null);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setNotice({
          color: 'red',
          text: intl.formatMessage(m.refused, {
            problems: (error.problem?.fields ?? []).map((f) => f.message).join('; ') || error.message,
          }),
        });
      } else if (isApiError(error) && error.status === 403) setNotice({ color: 'red', text: intl.formatMessage(m.readOnly) });
      else notifyError(error);
    }
  };

  const { list } = p;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.version, { version: list.Version, who: list.ChangedBy.Username, date: formatDateTime(list.ChangedAt) })} ·{' '}
        {intl.formatMessage(m.count, { count: items.length })}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(p.hint)}
      </Text>
      <Group align={p.filters ? 'flex-end' : undefined} wrap="wrap" gap="sm">
        {p.filters}
        <Button variant="default" onClick={() => void p.csv.export(items, `${p.csv.name}-v${list.Version}${draft ? '-edited' : ''}.csv`)}>
          {intl.formatMessage(m.exportCsv)}
        </Button>
        {editable && (
          <FileButton onChange={(f) => void importFile(f)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="default">
                {intl.formatMessage(m.importCsv)}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {editable && p.csv.showColumns && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.importHint, { columns: p.csv.columns.join(', ') })}
        </Text>
      )}
      {notice && (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'} variant="light">
          {notice.text}
        </Alert>
      )}
      {p.frame(
        <Table striped {...p.tableProps}>
          <Table.Thead>
            <Table.Tr>
              {p.columns.map((c) => (
                <Table.Th key={c.title}>{c.title}</Table.Th>
              ))}
              {editable && (
                <Table.Th>
                  <VisuallyHidden>{intl.formatMessage(m.remove)}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => (
              <Table.Tr key={p.keyOf(item)}>
                {p.columns.map((c) => (
                  <Table.Td key={c.title} ff={c.ff} style={c.style}>
                    {c.cell(item)}
                  </Table.Td>
                ))}
                {editable && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={intl.formatMessage(m.removeLabel, { entry: p.entryOf(item) })}
                      onClick={() => setDraft(items.filter((x) => p.keyOf(x) !== p.keyOf(item)))}
                    >
                      {intl.formatMessage(m.remove)}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>,
      )}
      {editable && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          {p.addForm({ add, error: addError })}
        </Group>
      )}
      {editable && draft && (
        <ListChanges
          before={p.saved.map(p.keyOf)}
          after={items.map(p.keyOf)}
          version={list.Version}
          note={note}
          noteMax={p.noteMax}
          onNote={setNote}
          onSave={() => void submit()}
          onDiscard={() => {
            setDraft(null);
            setNotice(null);
          }}
          saving={p.saving}
        />
      )}
    </Stack>
  );
}

/** The add form's button, after its fields. */
export function AddButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="light" onClick={onClick} mt={25}>
      {intl.formatMessage(m.add)}
    </Button>
  );
}

/** A rule list's card (an h2 in h3 size) holding its editor once the list has loaded. */
export function RuleListSection<L>({
  title,
  query,
  children,
}: {
  title: MessageDescriptor;
  query: UseQueryResult<L, ApiError>;
  children: (list: L) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(title)} titleSize="h3">
      <QueryState query={query}>{children}</QueryState>
    </Section>
  );
}
