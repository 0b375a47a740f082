// The phrase list of the compliance rules (issue 18): the version in force (who saved it, when),
// filtered by category and language, edited here — add, remove, or replace it all from a CSV —
// and saved whole as the next version with a note. Edits stay until saved or discarded, also when
// the save is refused. Only an administrator with admin:compliance:rules edits.
import { useState } from 'react';
import { Alert, Box, Button, FileButton, Group, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useAdminGetCompliancePhrases } from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import { CompliancePhraseCategory } from '@/api/generated/model/compliancePhraseCategory';
import type { CompliancePhraseList } from '@/api/generated/model/compliancePhraseList';
import {
  adminSaveCompliancePhrasesBody,
  adminSaveCompliancePhrasesBodyItemsItemPhraseMax,
  adminSaveCompliancePhrasesBodyItemsItemPhraseMin,
  adminSaveCompliancePhrasesBodyNoteMax,
} from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import { languageMessages } from '@/components/creative/messages';
import { QueryState } from '@/components/data/query-state';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSavePhrases } from '../api/rules-writes';
import { categoryMessages, rulesMessages as m } from '../messages';
import { exportPhrases, parsePhrasesCsv, PHRASE_COLUMNS, phraseKey, type PhraseItem } from '../rules-csv';
import { ListChanges } from './list-changes';

const REQUIRED = ['age_mark', 'responsible_gambling_mark'] as const;
const itemSchema = adminSaveCompliancePhrasesBody.shape.items.element;
const toItem = (p: CompliancePhraseList['Items'][number]): PhraseItem => ({ phrase: p.Phrase, language: p.Language, category: p.Category });

function Editor({ list }: { list: CompliancePhraseList }) {
  const intl = useIntl();
  const { user } = useSession();
  const editable = can(user, 'admin:compliance:rules');
  const { save, isPending } = useSavePhrases();
  const [draft, setDraft] = useState<PhraseItem[] | null>(null);
  const [category, setCategory] = useState('');
  const [language, setLanguage] = useState('');
  const [adding, setAdding] = useState<PhraseItem>({ phrase: '', category: 'easy_money', language: 'pt-br' });
  const [addError, setAddError] = useState<MessageDescriptor | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [note, setNote] = useState('');
  const saved = list.Items.map(toItem);
  const items = draft ?? saved;
  const shown = items.filter((p) => (!category || p.category === category) && (!language || p.language === language));

  const options = (messages: Record<string, MessageDescriptor>) =>
    Object.entries(messages).map(([value, label]) => ({ value, label: intl.formatMessage(label) }));
  const add = () => {
    const parsed = itemSchema.safeParse({ ...adding, phrase: adding.phrase.trim() });
    if (!parsed.success) return setAddError(m.badPhrase);
    if (items.some((p) => phraseKey(p) === phraseKey(parsed.data))) return setAddError(m.duplicate);
    setAddError(null);
    setDraft([...items, parsed.data]);
    setAdding({ ...adding, phrase: '' });
  };
  const importFile = async (file: File | null) => {
    if (!file) return;
    const result = await parsePhrasesCsv(await file.text());
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
      setNotice({ color: 'red', text: intl.formatMessage(m.importUnreadable, { file: file.name, columns: PHRASE_COLUMNS.join(', ') }) });
  };
  const submit = async () => {
    const missing = REQUIRED.find((c) => !items.some((p) => p.category === c));
    if (missing)
      return setNotice({
        color: 'red',
        text: intl.formatMessage(m.needsMark, { category: intl.formatMessage(categoryMessages[missing]) }),
      });
    try {
      await save(items, note);
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

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.version, { version: list.Version, who: list.ChangedBy.Username, date: formatDateTime(list.ChangedAt) })} ·{' '}
        {intl.formatMessage(m.count, { count: items.length })}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(m.phrasesHint)}
      </Text>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={intl.formatMessage(m.filterCategory)}
          data={[{ value: '', label: intl.formatMessage(m.all) }, ...options(categoryMessages)]}
          value={category}
          onChange={(v) => setCategory(v ?? '')}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={intl.formatMessage(m.filterLanguage)}
          data={[{ value: '', label: intl.formatMessage(m.all) }, ...options(languageMessages)]}
          value={language}
          onChange={(v) => setLanguage(v ?? '')}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
        <Button
          variant="default"
          onClick={() => void exportPhrases(items, `compliance-phrases-v${list.Version}${draft ? '-edited' : ''}.csv`)}
        >
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
      {editable && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.importHint, { columns: PHRASE_COLUMNS.join(', ') })}
        </Text>
      )}
      {notice && (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'} variant="light">
          {notice.text}
        </Alert>
      )}
      <Box role="region" tabIndex={0} aria-label={intl.formatMessage(m.phrasesTitle)} style={{ maxHeight: 360, overflow: 'auto' }}>
        <Table striped stickyHeader miw={520} data-testid="phrase-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.phrase)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.category)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.language)}</Table.Th>
              {editable && (
                <Table.Th>
                  <VisuallyHidden>{intl.formatMessage(m.remove)}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p) => (
              <Table.Tr key={phraseKey(p)}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.phrase}</Table.Td>
                <Table.Td>{intl.formatMessage(categoryMessages[p.category])}</Table.Td>
                <Table.Td>{intl.formatMessage(languageMessages[p.language])}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={intl.formatMessage(m.removeLabel, { entry: p.phrase })}
                      onClick={() => setDraft(items.filter((x) => phraseKey(x) !== phraseKey(p)))}
                    >
                      {intl.formatMessage(m.remove)}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {editable && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={intl.formatMessage(m.addPhrase)}
            value={adding.phrase}
            maxLength={adminSaveCompliancePhrasesBodyItemsItemPhraseMax}
            onChange={(e) => setAdding({ ...adding, phrase: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            error={
              addError
                ? intl.formatMessage(addError, {
                    min: adminSaveCompliancePhrasesBodyItemsItemPhraseMin,
                    max: adminSaveCompliancePhrasesBodyItemsItemPhraseMax,
                  })
                : undefined
            }
            style={{ flex: '2 1 220px' }}
          />
          <Select
            label={intl.formatMessage(m.category)}
            data={options(categoryMessages)}
            value={adding.category}
            onChange={(v) => v && setAdding({ ...adding, category: v as CompliancePhraseCategory })}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label={intl.formatMessage(m.language)}
            data={options(languageMessages)}
            value={adding.language}
            onChange={(v) => v && setAdding({ ...adding, language: v as PhraseItem['language'] })}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
          />
          <Button variant="light" onClick={add} mt={25}>
            {intl.formatMessage(m.add)}
          </Button>
        </Group>
      )}
      {editable && draft && (
        <ListChanges
          before={saved.map(phraseKey)}
          after={items.map(phraseKey)}
          version={list.Version}
          note={note}
          noteMax={adminSaveCompliancePhrasesBodyNoteMax}
          onNote={setNote}
          onSave={() => void submit()}
          onDiscard={() => {
            setDraft(null);
            setNotice(null);
          }}
          saving={isPending}
        />
      )}
    </Stack>
  );
}

export function PhraseList() {
  const intl = useIntl();
  const query = useAdminGetCompliancePhrases();
  return (
    <Paper withBorder p="md" component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {intl.formatMessage(m.phrasesTitle)}
        </Title>
        <QueryState query={query}>{(list) => <Editor list={list} />}</QueryState>
      </Stack>
    </Paper>
  );
}
