// The phrase list of the compliance rules (issue 18), in the shared rule-list editor
// (./rule-list-editor): filtered by category and language; a save needs an age mark and a
// responsible-gambling mark.
import { useState } from 'react';
import { Box, Button, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
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
import { useSavePhrases } from '../api/rules-writes';
import { categoryMessages, rulesMessages as m } from '../messages';
import { exportPhrases, parsePhrasesCsv, PHRASE_COLUMNS, phraseKey, type PhraseItem } from '../rules-csv';
import { RuleListEditor, type AddControls } from './rule-list-editor';

const REQUIRED = ['age_mark', 'responsible_gambling_mark'] as const;
const itemSchema = adminSaveCompliancePhrasesBody.shape.items.element;
const toItem = (p: CompliancePhraseList['Items'][number]): PhraseItem => ({ phrase: p.Phrase, language: p.Language, category: p.Category });

/** A category or language choice: its messages as options, "All" first when `all` (a filter). */
function MessageSelect(props: {
  label: string;
  messages: Record<string, MessageDescriptor>;
  all?: boolean;
  value: string;
  onChange: (value: string) => void;
  flex: string;
}) {
  const intl = useIntl();
  const options = Object.entries(props.messages).map(([value, label]) => ({ value, label: intl.formatMessage(label) }));
  return (
    <Select
      label={props.label}
      data={props.all ? [{ value: '', label: intl.formatMessage(m.all) }, ...options] : options}
      value={props.value}
      onChange={(v) => props.onChange(v ?? '')}
      allowDeselect={false}
      style={{ flex: props.flex }}
    />
  );
}

function AddPhrase({ add, error }: AddControls<PhraseItem>) {
  const intl = useIntl();
  const [adding, setAdding] = useState<PhraseItem>({ phrase: '', category: 'easy_money', language: 'pt-br' });
  const submit = () => {
    if (add(itemSchema.safeParse({ ...adding, phrase: adding.phrase.trim() }).data, m.badPhrase)) setAdding({ ...adding, phrase: '' });
  };
  return (
    <>
      <TextInput
        label={intl.formatMessage(m.addPhrase)}
        value={adding.phrase}
        maxLength={adminSaveCompliancePhrasesBodyItemsItemPhraseMax}
        onChange={(e) => setAdding({ ...adding, phrase: e.currentTarget.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
        error={
          error
            ? intl.formatMessage(error, {
                min: adminSaveCompliancePhrasesBodyItemsItemPhraseMin,
                max: adminSaveCompliancePhrasesBodyItemsItemPhraseMax,
              })
            : undefined
        }
        style={{ flex: '2 1 220px' }}
      />
      <MessageSelect
        label={intl.formatMessage(m.category)}
        messages={categoryMessages}
        value={adding.category}
        onChange={(v) => v && setAdding({ ...adding, category: v as CompliancePhraseCategory })}
        flex="1 1 200px"
      />
      <MessageSelect
        label={intl.formatMessage(m.language)}
        messages={languageMessages}
        value={adding.language}
        onChange={(v) => v && setAdding({ ...adding, language: v as PhraseItem['language'] })}
        flex="1 1 160px"
      />
      <Button variant="light" onClick={submit} mt={25}>
        {intl.formatMessage(m.add)}
      </Button>
    </>
  );
}

function Editor({ list }: { list: CompliancePhraseList }) {
  const intl = useIntl();
  const { save, isPending } = useSavePhrases();
  const [category, setCategory] = useState('');
  const [language, setLanguage] = useState('');
  return (
    <RuleListEditor<PhraseItem>
      list={list}
      saved={list.Items.map(toItem)}
      keyOf={phraseKey}
      entryOf={(p) => p.phrase}
      hint={m.phrasesHint}
      csv={{ columns: PHRASE_COLUMNS, parse: parsePhrasesCsv, export: exportPhrases, name: 'compliance-phrases', showColumns: true }}
      save={save}
      saving={isPending}
      noteMax={adminSaveCompliancePhrasesBodyNoteMax}
      refuse={(items) => {
        const missing = REQUIRED.find((c) => !items.some((p) => p.category === c));
        return missing ? intl.formatMessage(m.needsMark, { category: intl.formatMessage(categoryMessages[missing]) }) : null;
      }}
      filters={
        <>
          <MessageSelect
            label={intl.formatMessage(m.filterCategory)}
            messages={categoryMessages}
            all
            value={category}
            onChange={setCategory}
            flex="1 1 200px"
          />
          <MessageSelect
            label={intl.formatMessage(m.filterLanguage)}
            messages={languageMessages}
            all
            value={language}
            onChange={setLanguage}
            flex="1 1 160px"
          />
        </>
      }
      visible={(p) => (!category || p.category === category) && (!language || p.language === language)}
      columns={[
        { title: intl.formatMessage(m.phrase), cell: (p) => p.phrase, style: { overflowWrap: 'anywhere' } },
        { title: intl.formatMessage(m.category), cell: (p) => intl.formatMessage(categoryMessages[p.category]) },
        { title: intl.formatMessage(m.language), cell: (p) => intl.formatMessage(languageMessages[p.language]) },
      ]}
      frame={(table) => (
        <Box role="region" tabIndex={0} aria-label={intl.formatMessage(m.phrasesTitle)} style={{ maxHeight: 360, overflow: 'auto' }}>
          {table}
        </Box>
      )}
      tableProps={{ stickyHeader: true, miw: 520, 'data-testid': 'phrase-table' }}
      addForm={(controls) => <AddPhrase {...controls} />}
    />
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
