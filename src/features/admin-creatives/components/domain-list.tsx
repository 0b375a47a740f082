// The authorised landing domains of the compliance rules (issue 18), in the shared rule-list
// editor (./rule-list-editor): pattern and note, replaced whole from a CSV or edited one by one.
import { useState } from 'react';
import { Table, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminGetComplianceDomains } from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import {
  adminSaveComplianceDomainsBody,
  adminSaveComplianceDomainsBodyItemsItemNoteMax,
  adminSaveComplianceDomainsBodyItemsItemPatternMax,
  adminSaveComplianceDomainsBodyNoteMax,
} from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import { useSaveDomains } from '../api/rules-writes';
import { rulesMessages as m } from '../messages';
import { DOMAIN_COLUMNS, domainKey, exportDomains, parseDomainsCsv, type DomainItem } from '../rules-csv';
import { AddButton, RuleListEditor, RuleListSection, type AddControls } from './rule-list-editor';

const itemSchema = adminSaveComplianceDomainsBody.shape.items.element;

function AddDomain({ add, error }: AddControls<DomainItem>) {
  const intl = useIntl();
  const [adding, setAdding] = useState({ pattern: '', note: '' });
  const submit = () => {
    const parsed = itemSchema.safeParse({ pattern: adding.pattern.trim().toLowerCase(), note: adding.note.trim() || null });
    if (add(parsed.data, m.badPattern)) setAdding({ pattern: '', note: '' });
  };
  return (
    <>
      <TextInput
        label={intl.formatMessage(m.addDomain)}
        placeholder="*.apostas.bet.br"
        value={adding.pattern}
        maxLength={adminSaveComplianceDomainsBodyItemsItemPatternMax}
        onChange={(e) => setAdding({ ...adding, pattern: e.currentTarget.value })}
        error={error ? intl.formatMessage(error) : undefined}
        style={{ flex: '2 1 220px' }}
      />
      <TextInput
        label={intl.formatMessage(m.note)}
        value={adding.note}
        maxLength={adminSaveComplianceDomainsBodyItemsItemNoteMax}
        onChange={(e) => setAdding({ ...adding, note: e.currentTarget.value })}
        style={{ flex: '2 1 220px' }}
      />
      <AddButton onClick={submit} />
    </>
  );
}

export function DomainList() {
  const query = useAdminGetComplianceDomains();
  const intl = useIntl();
  const { save, isPending } = useSaveDomains();
  return (
    <RuleListSection title={m.domainsTitle} query={query}>
      {(list) => (
        <RuleListEditor<DomainItem>
          list={list}
          saved={list.Items.map((d) => ({ pattern: d.Pattern, note: d.Note }))}
          keyOf={domainKey}
          entryOf={(d) => d.pattern}
          hint={m.domainsHint}
          csv={{ columns: DOMAIN_COLUMNS, parse: parseDomainsCsv, export: exportDomains, name: 'compliance-domains' }}
          save={save}
          saving={isPending}
          noteMax={adminSaveComplianceDomainsBodyNoteMax}
          refuse={(items) => (items.length ? null : intl.formatMessage(m.needsDomain))}
          columns={[
            { title: intl.formatMessage(m.pattern), cell: (d) => d.pattern, ff: 'monospace', style: { overflowWrap: 'anywhere' } },
            { title: intl.formatMessage(m.note), cell: (d) => d.note ?? '', style: { overflowWrap: 'anywhere' } },
          ]}
          frame={(table) => <Table.ScrollContainer minWidth={480}>{table}</Table.ScrollContainer>}
          tableProps={{ 'data-testid': 'domain-table' }}
          addForm={(controls) => <AddDomain {...controls} />}
        />
      )}
    </RuleListSection>
  );
}
