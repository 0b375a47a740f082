// The history of the compliance rule lists (issue 18): every saved version of the phrase and domain
// lists, newest first — who saved it, when, with which note and what changed — paged on the server
// (adminListComplianceVersions). Any version can be exported as CSV.
import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getAdminGetComplianceDomainsQueryOptions,
  getAdminGetCompliancePhrasesQueryOptions,
  useAdminListComplianceVersions,
} from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import type { ComplianceVersion } from '@/api/generated/model/complianceVersion';
import { keepPage, ServerTable, type ListColumn, type ListControls } from '@/components/data/server-table';
import { dateTimeColumn, RowButton } from '@/components/data/table-cells';
import { notifyError } from '@/lib/notify';
import { rulesMessages as m } from '../messages';
import { exportDomains, exportPhrases } from '../rules-csv';

const PAGE_SIZE = 10;

export function VersionsTable() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useAdminListComplianceVersions({ page, pageSize: PAGE_SIZE }, keepPage);
  // The history is newest first, one page size, and its page is not worth a URL: kept here.
  const list: ListControls = {
    page,
    pageSize: PAGE_SIZE,
    sort: undefined,
    order: 'desc',
    setPage,
    setPageSize: () => {},
    setSort: () => {},
  };
  const listName = (v: ComplianceVersion) => intl.formatMessage(v.List === 'phrases' ? m.listPhrases : m.listDomains);

  const exportVersion = async (v: ComplianceVersion) => {
    try {
      if (v.List === 'phrases') {
        const list = await queryClient.fetchQuery(getAdminGetCompliancePhrasesQueryOptions({ version: v.Version }));
        await exportPhrases(
          list.Items.map((p) => ({ phrase: p.Phrase, language: p.Language, category: p.Category })),
          `compliance-phrases-v${v.Version}.csv`,
        );
      } else {
        const list = await queryClient.fetchQuery(getAdminGetComplianceDomainsQueryOptions({ version: v.Version }));
        await exportDomains(
          list.Items.map((d) => ({ pattern: d.Pattern, note: d.Note })),
          `compliance-domains-v${v.Version}.csv`,
        );
      }
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: ListColumn<ComplianceVersion>[] = [
    { id: 'List', title: intl.formatMessage(m.colList), render: listName },
    { id: 'Version', title: intl.formatMessage(m.colVersion) },
    dateTimeColumn('ChangedAt', intl.formatMessage(m.colWhen)),
    { id: 'ChangedBy', title: intl.formatMessage(m.colWho), render: (v) => v.ChangedBy.Username },
    {
      id: 'Count',
      title: intl.formatMessage(m.colChanges),
      noWrap: true,
      render: (v) => intl.formatMessage(m.changesCell, { count: v.Count, added: v.Added, removed: v.Removed }),
    },
    { id: 'Note', title: intl.formatMessage(m.colNote), render: (v) => v.Note ?? '' },
    {
      id: 'export',
      title: intl.formatMessage(m.exportCsv),
      render: (v) => (
        <RowButton
          aria-label={intl.formatMessage(m.exportVersionLabel, { version: v.Version, list: listName(v).toLowerCase() })}
          onClick={() => void exportVersion(v)}
        >
          {intl.formatMessage(m.exportVersion)}
        </RowButton>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {intl.formatMessage(m.historyTitle)}
      </Title>
      <ServerTable
        label={intl.formatMessage(m.historyTitle)}
        query={query}
        list={list}
        columns={columns}
        rowKey={(v) => `${v.List}-${v.Version}`}
        data-testid="versions-table"
      />
    </Stack>
  );
}
