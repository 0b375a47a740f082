// Page, page size and sort of one server-paged table. The page goes back to 1 when the sort,
// the page size or the filters (`resetKey`) change.
import { useState } from 'react';
import type { DataTableSortStatus } from 'mantine-datatable';

export const PAGE_SIZES = [20, 50, 100];

export function usePagedSort<T, S extends string>(defaultSort: S, resetKey: string) {
  const [state, setState] = useState({ page: 1, pageSize: 20, key: resetKey });
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T>>({ columnAccessor: defaultSort, direction: 'desc' });
  const page = state.key === resetKey ? state.page : 1;
  return {
    page,
    pageSize: state.pageSize,
    sortStatus,
    params: { page, pageSize: state.pageSize, sort: sortStatus.columnAccessor as S, order: sortStatus.direction },
    onPageChange: (p: number) => setState((s) => ({ ...s, page: p, key: resetKey })),
    onRecordsPerPageChange: (n: number) => setState({ page: 1, pageSize: n, key: resetKey }),
    onSortStatusChange: (s: DataTableSortStatus<T>) => {
      setSortStatus(s);
      setState((st) => ({ ...st, page: 1, key: resetKey }));
    },
  };
}
