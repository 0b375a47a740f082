// The footer of a list the server pages with a fixed page size and the page shows its own way (cards,
// a plain table; ServerTable has its own footer): "11–20 of 34" and, with more than one page, the
// pager, in the user's language (./table-texts.ts).
//
//   <PageFooter page={page} pageSize={PAGE_SIZE} data={data} onPage={setPage} />
import { Group, Pagination, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { pageControlLabels, pageRangeText } from './table-texts';

export interface PageFooterProps {
  page: number;
  pageSize: number;
  /** The page's answer: its rows and the list's total. */
  data: { items: readonly unknown[]; total: number };
  onPage: (page: number) => void;
}

export function PageFooter({ page, pageSize, data, onPage }: PageFooterProps) {
  const intl = useIntl();
  const { total } = data;
  const from = (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">{pageRangeText(intl, { from, to: from + data.items.length - 1, totalRecords: total })}</Text>
      {total > pageSize && (
        <Pagination {...pageControlLabels(intl)} size="sm" value={page} onChange={onPage} total={Math.ceil(total / pageSize)} />
      )}
    </Group>
  );
}
