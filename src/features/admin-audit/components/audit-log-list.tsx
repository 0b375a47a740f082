// The audit log (issue 17 item 5): filters by administrator, action, target and date kept in the
// URL, server paging, and a CSV export of what the filters select (the export is recorded too).
// Actions in words (./action-labels.ts, also in the filter and the CSV's ActionLabel column).
// Values from the API (names, reasons, before → after) are shown as text. An LGPD request's
// target opens its dialog (?modal=privacy-request) for whoever may read the queue; for anyone else
// it stays its ID as text.
import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Code, Group, Pagination, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { adminExportAuditLog, useAdminListAuditLog } from '@/api/generated/endpoints/admin-audit/admin-audit';
import { AuditAction } from '@/api/generated/model/auditAction';
import type { AdminListAuditLogParams } from '@/api/generated/model/adminListAuditLogParams';
import { AuditTargetType } from '@/api/generated/model/auditTargetType';
import { adminListAuditLogQueryActorMax, adminListAuditLogQueryTargetIdMax } from '@/api/generated/zod/admin-audit/admin-audit.zod';
import type { AuditEntry } from '@/api/generated/model/auditEntry';
import { QueryLoadFailed } from '@/components/data/query-controls';
import { parseIdParam, withModal } from '@/config/paths';
import { useLocale } from '@/i18n/intl-provider';
import { can } from '@/lib/can';
import { downloadCsv } from '@/lib/csv';
import { dayjsLocaleName } from '@/lib/dayjs';
import { formatDateTime, toApiDate } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { auditActionLabel } from '../action-labels';
import { addCsvColumn } from '../csv-column';
import { auditMessages as m } from '../messages';

const PAGE_SIZE = 20;
const FILTERS = ['actor', 'action', 'targetType', 'targetId', 'since', 'until'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const ACTIONS = Object.values(AuditAction);
const TARGETS = Object.values(AuditTargetType);

function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filters;
}

/** A YYYY-MM-DD day, or null for anything else (an edited URL). */
const day = (v: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

function toParams(f: Filters, page: number): AdminListAuditLogParams {
  const action = ACTIONS.find((a) => a === f.action);
  const targetType = TARGETS.find((t) => t === f.targetType);
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(f.actor.trim() ? { actor: f.actor.trim() } : {}),
    ...(action ? { action } : {}),
    ...(targetType ? { targetType } : {}),
    ...(f.targetId.trim() ? { targetId: f.targetId.trim() } : {}),
    ...(day(f.since) ? { since: day(f.since)! } : {}),
    ...(day(f.until) ? { until: day(f.until)! } : {}),
  };
}

/** The LGPD request an entry was done to, when it is one (its dialog opens from the target). */
function privacyRequestId(entry: AuditEntry): number | null {
  return entry.Target.Type === 'privacy_request' ? parseIdParam(entry.Target.ID) : null;
}

export function AuditLogList() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = readFilters(searchParams);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const [dateError, setDateError] = useState(false);
  const [exporting, setExporting] = useState(false);
  const params = toParams(applied, page);
  const list = useAdminListAuditLog(params, { query: { placeholderData: (previous) => previous } });
  const { user } = useSession();
  const canOpenPrivacyRequests = can(user, 'admin:lgpd:read');
  const targetLabel = (t: string) => {
    const key = `target_${t}` as keyof typeof m;
    return Object.hasOwn(m, key) ? intl.formatMessage(m[key]) : t;
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.since && draft.until && draft.until < draft.since) {
      setDateError(true);
      return;
    }
    setDateError(false);
    const next = new URLSearchParams();
    for (const k of FILTERS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setSearchParams(next);
  };
  const clear = () => {
    setDraft(readFilters(new URLSearchParams()));
    setDateError(false);
    setSearchParams(new URLSearchParams());
  };
  const goTo = (p: number) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(p));
      return next;
    });
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, pageSize: _size, ...filters } = params;
      const csv = await adminExportAuditLog(filters);
      // The code stays in its column (machine-readable); its label in the reader's language follows it.
      const labelled = await addCsvColumn(csv, 'Action', 'ActionLabel', (code) => auditActionLabel(intl, code));
      downloadCsv(labelled, `audit-log-${toApiDate(new Date())}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const set = (k: keyof Filters) => (value: string | null) => setDraft((d) => ({ ...d, [k]: value ?? '' }));
  /** A day of the period (data-testid audit-since, audit-until), within the other day when it is set. */
  const dayInput = (k: 'since' | 'until', bounds: { minDate?: string; maxDate?: string }, error?: string) => (
    <DatePickerInput
      label={intl.formatMessage(m[k])}
      value={day(draft[k])}
      onChange={set(k)}
      {...bounds}
      valueFormat="L"
      clearable
      error={error}
      data-testid={`audit-${k}`}
    />
  );
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <Paper withBorder p="md">
        <form onSubmit={apply} noValidate aria-label={intl.formatMessage(m.apply)}>
          <DatesProvider settings={{ locale: dayjsLocaleName(locale), firstDayOfWeek: 0 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={intl.formatMessage(m.actor)}
                  value={draft.actor}
                  maxLength={adminListAuditLogQueryActorMax}
                  onChange={(e) => set('actor')(e.currentTarget.value)}
                />
                <Select
                  label={intl.formatMessage(m.action)}
                  placeholder={intl.formatMessage(m.anyAction)}
                  data={ACTIONS.map((a) => ({ value: a, label: auditActionLabel(intl, a) }))}
                  value={draft.action || null}
                  onChange={set('action')}
                  searchable
                  clearable
                />
                <Select
                  label={intl.formatMessage(m.targetType)}
                  placeholder={intl.formatMessage(m.anyTarget)}
                  data={TARGETS.map((t) => ({ value: t, label: targetLabel(t) }))}
                  value={draft.targetType || null}
                  onChange={set('targetType')}
                  clearable
                />
                <TextInput
                  label={intl.formatMessage(m.targetId)}
                  value={draft.targetId}
                  maxLength={adminListAuditLogQueryTargetIdMax}
                  onChange={(e) => set('targetId')(e.currentTarget.value)}
                />
                {/* Mantine's calendar in the interface's language (dayjs locale); the days stay YYYY-MM-DD in the URL. */}
                {dayInput('since', { maxDate: day(draft.until) ?? undefined })}
                {dayInput('until', { minDate: day(draft.since) ?? undefined }, dateError ? intl.formatMessage(m.badDates) : undefined)}
              </SimpleGrid>
              <Group>
                <Button type="submit">{intl.formatMessage(m.apply)}</Button>
                <Button variant="default" onClick={clear}>
                  {intl.formatMessage(m.clear)}
                </Button>
                <Button variant="light" loading={exporting} onClick={() => void exportCsv()} data-testid="audit-export">
                  {intl.formatMessage(m.export)}
                </Button>
              </Group>
            </Stack>
          </DatesProvider>
        </form>
      </Paper>

      <QueryLoadFailed query={list} message={intl.formatMessage(m.loadFailed)} retryLabel={intl.formatMessage(m.retry)} />
      {data && (
        <Text size="sm" c="dimmed" data-testid="audit-total">
          {intl.formatMessage(m.total, { count: data.total })}
        </Text>
      )}
      {data && data.items.length === 0 && <Text>{intl.formatMessage(m.empty)}</Text>}
      {data && data.items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" aria-label={intl.formatMessage(m.title)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.when)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.who)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.what)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.target)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.changes)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((e) => (
                <Table.Tr key={e.ID} data-testid="audit-row" data-action={e.Action}>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(e.CreatedAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {e.IP}
                    </Text>
                  </Table.Td>
                  <Table.Td>{e.Actor.Username}</Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid="audit-action">
                      {auditActionLabel(intl, e.Action)}
                    </Text>
                    <Code fz="xs" c="dimmed">
                      {e.Action}
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    {canOpenPrivacyRequests && privacyRequestId(e) !== null ? (
                      <Anchor
                        component={Link}
                        to={{ search: withModal(searchParams, 'privacy-request', { privacyRequestId: e.Target.ID ?? '' }).toString() }}
                        size="sm"
                        data-testid="audit-target-link"
                      >
                        {`${targetLabel(e.Target.Type)} #${e.Target.ID}`}
                      </Anchor>
                    ) : (
                      <Text size="sm">
                        {targetLabel(e.Target.Type)}
                        {e.Target.ID !== null ? ` #${e.Target.ID}` : ''}
                      </Text>
                    )}
                    {e.Target.Label && (
                      <Text size="xs" c="dimmed">
                        {e.Target.Label}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {e.Reason && <Text size="sm">{intl.formatMessage(m.reason, { reason: e.Reason })}</Text>}
                    {e.Changes.map((c) => (
                      <Text key={c.Field} size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {c.Field}: {c.Before ?? '—'} → {c.After ?? '—'}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && pages > 1 && <Pagination total={pages} value={page} onChange={goTo} />}
    </Stack>
  );
}
