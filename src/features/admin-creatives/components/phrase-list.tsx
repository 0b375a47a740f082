// The phrase list of the compliance rules (issue 18), in the shared rule-list editor
// (./rule-list-editor): filtered by category and language; a save needs an age mark and a
// responsible-gambling mark.
import { useState } from 'react';
import { Box, Select, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminGetCompliancePhrases } from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import type { CompliancePhraseList } from '@/api/generated/model/compliancePhraseList';
import {
  adminSaveCompliancePhrasesBody,
  adminSaveCompliancePhrasesBodyItemsItemPhraseMax,
  adminSaveCompliancePhrasesBodyItemsItemPhraseMin,
  adminSaveCompliancePhrasesBodyNoteMax,
} from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import { languageMessages } from '@/components/creative/messages';
import { useSavePhrases } from '../api/rules-writes';
import { categoryMessages, rulesMessages as m } from '../messages';
import { exportPhrases, parsePhrasesCsv, PHRASE_COLUMNS, phraseKey, type PhraseItem } from '../rules-csv';
import { AddButton, RuleListEditor, RuleListSection, type AddControls } from './rule-list-editor';

const REQUIRED = ['age_mark', 'responsible_gambling_mark'] as const;
const itemSchema = adminSaveCompliancePhrasesBody.shape.items.element;
const toItem = (p: CompliancePhraseList['Items'][number]): PhraseItem => ({ phrase: p.Phrase, language: p.Language, category: p.Category });

/** The two choices of a phrase: in the add form (label) and as filters of the table (filterLabel). */
const CHOICES = [
  { key: 'category', label: m.category, filterLabel: m.filterCategory, messages: categoryMessages, flex: '1 1 200px' },
  { key: 'language', label: m.language, filterLabel: m.filterLanguage, messages: languageMessages, flex: '1 1 160px' },
] as const;
type Choice = (typeof CHOICES)[number];

/** One choice as a select of its messages; a filter has "All" (the empty value) first. */
function ChoiceSelect({
  choice,
  filter,
  value,
  onChange,
}: {
  choice: Choice;
  filter?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const options = Object.entries(choice.messages).map(([value, label]) => ({
    value,
    label: intl.formatMessage(label),
  }));
  return (
    <Select
      label={intl.formatMessage(filter ? choice.filterLabel : choice.label)}
      data={filter ? [{ value: '', label: intl.formatMessage(m.all) }, ...options] : options}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      allowDeselect={false}
      style={{ flex: choice.flex }}
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
      {CHOICES.map((c) => (
        <ChoiceSelect
          key={c.key}
          choice={c}
          value={adding[c.key]}
          onChange={(v) => v && setAdding({ ...adding, [c.key]: v } as PhraseItem)}
        />
      ))}
      <AddButton onClick={submit} />
    </>
  );
}

export function PhraseList() {
  const query = useAdminGetCompliancePhrases();
  const intl = useIntl();
  const { save, isPending } = useSavePhrases();
  const [filter, setFilter] = useState({ category: '', language: '' });
  return (
    <RuleListSection title={m.phrasesTitle} query={query}>
      {(list) => (
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
              {CHOICES.map((c) => (
                <ChoiceSelect
                  key={c.key}
                  choice={c}
                  filter
                  value={filter[c.key]}
                  onChange={(v) => setFilter((f) => ({ ...f, [c.key]: v }))}
                />
              ))}
            </>
          }
          visible={(p) => CHOICES.every(({ key }) => !filter[key] || p[key] === filter[key])}
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
      )}
    </RuleListSection>
  );
}
