// The history of the compliance rule lists (issue 18): every saved version of the phrase and domain
// lists, newest first — who saved it, when, with which note and what changed — paged on the server
// (adminListComplianceVersions). Any version can be exported as CSV.
import { useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import {
  getAdminGetComplianceDomainsQueryOptions,
  getAdminGetCompliancePhrasesQueryOptions,
  useAdminListComplianceVersions,
} from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import type { ComplianceVersion } from '@/api/generated/model/complianceVersion';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { rulesMessages as m } from '../messages';
import { exportDomains, exportPhrases } from '../rules-csv';

const PAGE_SIZE = 10;

export function VersionsTable() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useAdminListComplianceVersions({ page, pageSize: PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });
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

  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {intl.formatMessage(m.historyTitle)}
      </Title>
      <QueryState query={query}>
        {(data) => (
          <DataTable<ComplianceVersion>
            {...tableTexts(intl)}
            aria-label={intl.formatMessage(m.historyTitle)}
            withTableBorder
            borderRadius="sm"
            minHeight={120}
            records={data.items}
            idAccessor={(v) => `${v.List}-${v.Version}`}
            fetching={query.isFetching}
            totalRecords={data.total}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            data-testid="versions-table"
            columns={[
              { accessor: 'List', title: intl.formatMessage(m.colList), render: listName },
              { accessor: 'Version', title: intl.formatMessage(m.colVersion) },
              { accessor: 'ChangedAt', title: intl.formatMessage(m.colWhen), noWrap: true, render: (v) => formatDateTime(v.ChangedAt) },
              { accessor: 'ChangedBy', title: intl.formatMessage(m.colWho), render: (v) => v.ChangedBy.Username },
              {
                accessor: 'Count',
                title: intl.formatMessage(m.colChanges),
                noWrap: true,
                render: (v) => intl.formatMessage(m.changesCell, { count: v.Count, added: v.Added, removed: v.Removed }),
              },
              { accessor: 'Note', title: intl.formatMessage(m.colNote), render: (v) => v.Note ?? '' },
              {
                accessor: 'export',
                title: intl.formatMessage(m.exportCsv),
                render: (v) => (
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={intl.formatMessage(m.exportVersionLabel, { version: v.Version, list: listName(v).toLowerCase() })}
                    onClick={() => void exportVersion(v)}
                  >
                    {intl.formatMessage(m.exportVersion)}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
