// The authorised landing domains of the compliance rules (issue 18): the version in force, edited
// here — add, remove, or replace it all from a CSV — and saved whole as the next version with a
// note. Edits stay until saved or discarded. Only an administrator with admin:compliance:rules edits.
import { useState } from 'react';
import { Alert, Button, FileButton, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useAdminGetComplianceDomains } from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import type { ComplianceDomainList } from '@/api/generated/model/complianceDomainList';
import {
  adminSaveComplianceDomainsBody,
  adminSaveComplianceDomainsBodyItemsItemNoteMax,
  adminSaveComplianceDomainsBodyItemsItemPatternMax,
  adminSaveComplianceDomainsBodyNoteMax,
} from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import { QueryState } from '@/components/data/query-state';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSaveDomains } from '../api/rules-writes';
import { rulesMessages as m } from '../messages';
import { DOMAIN_COLUMNS, domainKey, exportDomains, parseDomainsCsv, type DomainItem } from '../rules-csv';
import { ListChanges } from './list-changes';

const itemSchema = adminSaveComplianceDomainsBody.shape.items.element;

function Editor({ list }: { list: ComplianceDomainList }) {
  const intl = useIntl();
  const { user } = useSession();
  const editable = can(user, 'admin:compliance:rules');
  const { save, isPending } = useSaveDomains();
  const [draft, setDraft] = useState<DomainItem[] | null>(null);
  const [adding, setAdding] = useState({ pattern: '', note: '' });
  const [addError, setAddError] = useState<MessageDescriptor | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [note, setNote] = useState('');
  const saved: DomainItem[] = list.Items.map((d) => ({ pattern: d.Pattern, note: d.Note }));
  const items = draft ?? saved;

  const add = () => {
    const parsed = itemSchema.safeParse({ pattern: adding.pattern.trim().toLowerCase(), note: adding.note.trim() || null });
    if (!parsed.success) return setAddError(m.badPattern);
    if (items.some((d) => domainKey(d) === domainKey(parsed.data))) return setAddError(m.duplicate);
    setAddError(null);
    setDraft([...items, parsed.data]);
    setAdding({ pattern: '', note: '' });
  };
  const importFile = async (file: File | null) => {
    if (!file) return;
    const result = await parseDomainsCsv(await file.text());
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
      setNotice({ color: 'red', text: intl.formatMessage(m.importUnreadable, { file: file.name, columns: DOMAIN_COLUMNS.join(', ') }) });
  };
  const submit = async () => {
    if (!items.length) return setNotice({ color: 'red', text: intl.formatMessage(m.needsDomain) });
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
        {intl.formatMessage(m.domainsHint)}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => void exportDomains(items, `compliance-domains-v${list.Version}${draft ? '-edited' : ''}.csv`)}
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
      {notice && (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'} variant="light">
          {notice.text}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="domain-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.pattern)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.note)}</Table.Th>
              {editable && (
                <Table.Th>
                  <VisuallyHidden>{intl.formatMessage(m.remove)}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((d) => (
              <Table.Tr key={domainKey(d)}>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {d.pattern}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.note ?? ''}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={intl.formatMessage(m.removeLabel, { entry: d.pattern })}
                      onClick={() => setDraft(items.filter((x) => domainKey(x) !== domainKey(d)))}
                    >
                      {intl.formatMessage(m.remove)}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={intl.formatMessage(m.addDomain)}
            placeholder="*.apostas.bet.br"
            value={adding.pattern}
            maxLength={adminSaveComplianceDomainsBodyItemsItemPatternMax}
            onChange={(e) => setAdding({ ...adding, pattern: e.currentTarget.value })}
            error={addError ? intl.formatMessage(addError) : undefined}
            style={{ flex: '2 1 220px' }}
          />
          <TextInput
            label={intl.formatMessage(m.note)}
            value={adding.note}
            maxLength={adminSaveComplianceDomainsBodyItemsItemNoteMax}
            onChange={(e) => setAdding({ ...adding, note: e.currentTarget.value })}
            style={{ flex: '2 1 220px' }}
          />
          <Button variant="light" onClick={add} mt={25}>
            {intl.formatMessage(m.add)}
          </Button>
        </Group>
      )}
      {editable && draft && (
        <ListChanges
          before={saved.map(domainKey)}
          after={items.map(domainKey)}
          version={list.Version}
          note={note}
          noteMax={adminSaveComplianceDomainsBodyNoteMax}
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

export function DomainList() {
  const intl = useIntl();
  const query = useAdminGetComplianceDomains();
  return (
    <Paper withBorder p="md" component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {intl.formatMessage(m.domainsTitle)}
        </Title>
        <QueryState query={query}>{(list) => <Editor list={list} />}</QueryState>
      </Stack>
    </Paper>
  );
}
