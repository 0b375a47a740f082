// The one server-paged table block: a list is columns plus a query. It takes the page answer of a
// generated list hook (`{ items, total, page, pageSize }`) and the list's URL parameters
// (./list-params.ts), and renders the loading, error (with retry) and empty states, the table
// (Mantine's Table markup: sortable headers are buttons inside `aria-sort` column headers, so
// sorting is keyboard-reachable), row expansion, and the footer ("1–20 of 134", page size, pager)
// in the user's language (./table-texts.ts). Paging, sorting and the page size are the server's:
// a click writes the URL, the URL makes the query.
//
//   const list = useListParams(adminListBusinessesQueryParams);
//   const query = useAdminListBusinesses(list.params, keepPage);
//   const columns: ListColumn<Business>[] = [
//     { id: 'Name', title: intl.formatMessage(m.colName), sortable: true },
//     { id: 'CreatedAt', title: intl.formatMessage(m.colCreated), sortable: true, render: (b) => formatDateTime(b.CreatedAt) },
//     { id: 'actions', title: intl.formatMessage(m.colActions), render: (b) => <Button onClick={…}>…</Button> },
//   ];
//   <ServerTable label={m.title} query={query} list={list} columns={columns} empty={m.empty} total={m.total} />
//
// The list's texts may be given as its messages (the table formats them; `total` gets `{count}`),
// and a row's key is its `ID` unless `rowKey` says otherwise (required for rows without one).
// Options: `empty` (the list's own empty text; `emptyInTable` keeps the headers around it), `pageSizes` (offer a page-size choice), `expansion`
// (a row opens to show `content`: by a click on the row, or by a cell's own control through the
// `toggle` its render gets), `total` (the count's line) and `above` (what goes between the filters
// and the table once data is in: an export), `pageItemLabels` ("Page 2" as page buttons' names).
// Model: Dub's `useTable` (packages/ui/src/table). Rendered here rather than through
// @tanstack/react-table: the server sorts and pages, so what is left is markup, and the library
// (v9, sorting and expanding features only) measured +10.3 KB gzip on admin payments' first visit,
// 309.6 KB against its 300 KB budget (299.3 KB without it; mantine-datatable, before, cost
// about 29 KB with its Menu, Checkbox and styles).
import { Fragment, isValidElement, useId, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Box, Center, Group, Loader, NativeSelect, Pagination, Table, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import { dataMessages, tableMessages } from './messages';
import { QueryError } from './query-state';
import { pageControlLabels, pageItemLabel, pageRangeText, perPageLabel } from './table-texts';
import classes from './server-table.module.css';

/** The answer of every paged GET: one `…Page` schema per list. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** What the table needs of useListParams' answer. */
export interface ListControls {
  page: number;
  pageSize: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string, order: 'asc' | 'desc') => void;
}

/** A row's state, for a cell that opens its row itself. */
export interface RowState {
  expanded: boolean;
  toggle: () => void;
}

export interface ListColumn<T> {
  /** The column's key; for a sortable column, the API's `sort` value. */
  id: string;
  title: ReactNode;
  /** The cell. Default: the row's field named `id`, as text. */
  render?: (row: T, state: RowState) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  noWrap?: boolean;
  /** One line cut with an ellipsis (give the column a width). */
  ellipsis?: boolean;
  /** Shown from this breakpoint up. */
  visibleFrom?: MantineBreakpoint;
  hidden?: boolean;
}

type RowKey<T> = (row: T) => string | number;

interface ServerTableBase<T, P extends ListPage<T>> {
  /** The table's accessible name. */
  label: string | MessageDescriptor;
  query: UseQueryResult<P, ApiError>;
  list: ListControls;
  columns: ListColumn<T>[];
  /** A row's key. Default: its `ID`. */
  rowKey?: RowKey<T>;
  /** Said instead of the table when the list has no row. Default: "Nothing to show." */
  empty?: ReactNode | MessageDescriptor;
  /** With no row, the table stays (its headers say what would be there) with `empty` in its body. */
  emptyInTable?: boolean;
  pageSizes?: readonly number[];
  expansion?: {
    content: (row: T) => ReactNode;
    /** A click on the row (outside its links and buttons) opens it. Default true. */
    onRowClick?: boolean;
    /** Several rows open at once. Default false. */
    multiple?: boolean;
  };
  /** The total's line above the table ("134 partners"), once the data is in: a message given `{count}`. */
  total?: MessageDescriptor | ((count: number) => string);
  /** Shown above the table once the data is in (an export, a hint). */
  above?: (page: P) => ReactNode;
  /** "Page 2" as the name of the page buttons. */
  pageItemLabels?: boolean;
  /** Width under which the table scrolls sideways in its box. */
  minWidth?: number;
  striped?: boolean;
  /** Attributes of a row (data-testid…). */
  rowProps?: (row: T) => Record<string, string | number | undefined>;
  'data-testid'?: string;
}

export type ServerTableProps<T, P extends ListPage<T> = ListPage<T>> = ServerTableBase<T, P> &
  (T extends { ID: string | number } ? unknown : { rowKey: RowKey<T> });

/** Query options for a list's generated hook: the previous page stays on screen while the next one loads. */
export const keepPage = { query: { placeholderData: keepPreviousData } } as const;

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | false }) {
  return (
    <svg className={classes.sortIcon} data-active={direction !== false || undefined} viewBox="0 0 16 16" width="14" height="14" aria-hidden>
      {direction !== 'desc' && <path d="M8 3l4 5H4z" fill="currentColor" />}
      {direction !== 'asc' && <path d="M8 13l4-5H4z" fill="currentColor" />}
    </svg>
  );
}

const cellStyle = <T,>(c: ListColumn<T>): CSSProperties => ({
  width: c.width,
  textAlign: c.align,
  whiteSpace: c.noWrap ? 'nowrap' : undefined,
});

const isMessage = (text: unknown): text is MessageDescriptor =>
  typeof text === 'object' && text !== null && !isValidElement(text) && 'id' in text;

const byId = <T,>(row: T) => (row as { ID: string | number }).ID;

const content = <T,>(c: ListColumn<T>, row: T, state: RowState): ReactNode =>
  c.render ? c.render(row, state) : String((row as Record<string, unknown>)[c.id] ?? '');

export function ServerTable<T, P extends ListPage<T> = ListPage<T>>(props: ServerTableProps<T, P>) {
  const { query, list } = props;
  const intl = useIntl();
  const label = isMessage(props.label) ? intl.formatMessage(props.label) : props.label;
  const rowKey = props.rowKey ?? byId;
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const sizeId = useId();
  const headId = useId();
  if (query.isPending)
    return (
      <Center py="lg" mih={120} role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={intl.formatMessage(dataMessages.loading)} />
      </Center>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const emptyText = isMessage(props.empty) ? intl.formatMessage(props.empty) : (props.empty ?? intl.formatMessage(tableMessages.noRecords));
  const total = props.total;
  const columns = props.columns.filter((c) => !c.hidden);
  const expansion = props.expansion;
  const toggle = (key: string | number) =>
    setOpen((prev) => {
      const next = new Set(expansion?.multiple ? prev : [...prev].filter((k) => k === key));
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const header = (c: ListColumn<T>) => {
    const sorted = list.sort === c.id ? list.order : false;
    return (
      <Table.Th
        key={c.id}
        visibleFrom={c.visibleFrom}
        style={cellStyle(c)}
        aria-sort={c.sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
      >
        {c.sortable ? (
          <UnstyledButton
            className={classes.sortButton}
            data-align={c.align}
            aria-labelledby={sorted ? `${headId}-${c.id} ${headId}-${c.id}-sort` : undefined}
            // A new column keeps the direction; the sorted one turns it round.
            onClick={() => list.setSort(c.id, sorted ? (sorted === 'asc' ? 'desc' : 'asc') : list.order)}
          >
            <span id={`${headId}-${c.id}`}>{c.title}</span>
            {/* The sort said in the button's name too (aria-sort is the header's, not every reader says
                it): a hidden element named by aria-labelledby takes no room and cannot overflow. */}
            {sorted && (
              <span id={`${headId}-${c.id}-sort`} hidden>
                {intl.formatMessage(sorted === 'asc' ? tableMessages.sortedAsc : tableMessages.sortedDesc)}
              </span>
            )}
            <SortIcon direction={sorted} />
          </UnstyledButton>
        ) : (
          c.title
        )}
      </Table.Th>
    );
  };

  const cell = (c: ListColumn<T>, row: T, state: RowState) => (
    <Table.Td key={c.id} visibleFrom={c.visibleFrom} style={cellStyle(c)}>
      {c.ellipsis ? (
        <div className={classes.ellipsis} style={{ maxWidth: c.width }}>
          {content(c, row, state)}
        </div>
      ) : (
        content(c, row, state)
      )}
    </Table.Td>
  );

  const rows = data.items.map((row) => {
    const key = rowKey(row);
    const state: RowState = { expanded: open.has(key), toggle: () => toggle(key) };
    const clickable = !!expansion && expansion.onRowClick !== false;
    const onClick = clickable
      ? (e: MouseEvent<HTMLTableRowElement>) => {
          if ((e.target as Element).closest(INTERACTIVE)) return;
          state.toggle();
        }
      : undefined;
    return (
      <Fragment key={key}>
        <Table.Tr {...props.rowProps?.(row)} onClick={onClick} className={clickable ? classes.clickable : undefined}>
          {columns.map((c) => cell(c, row, state))}
        </Table.Tr>
        {expansion && state.expanded && (
          <Table.Tr className={classes.expansion}>
            <Table.Td colSpan={columns.length}>{expansion.content(row)}</Table.Td>
          </Table.Tr>
        )}
      </Fragment>
    );
  });

  const pages = Math.max(1, Math.ceil(data.total / list.pageSize));
  const from = (list.page - 1) * list.pageSize + 1;
  return (
    <Box data-testid={props['data-testid']} data-server-table="">
      {total && (
        <Text size="sm" c="dimmed" aria-live="polite" mb={4}>
          {typeof total === 'function' ? total(data.total) : intl.formatMessage(total, { count: data.total })}
        </Text>
      )}
      {props.above?.(data)}
      {data.total === 0 && !props.emptyInTable ? (
        <Text c="dimmed" ta="center" py="lg">
          {emptyText}
        </Text>
      ) : (
        <div className={classes.root}>
          {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
          <div className={classes.scroll} tabIndex={0} role="region" aria-label={label}>
            <Table
              aria-label={label}
              aria-busy={query.isFetching}
              striped={props.striped}
              highlightOnHover
              verticalSpacing="xs"
              miw={props.minWidth}
              className={classes.table}
              data-fetching={query.isPlaceholderData || undefined}
            >
              <Table.Thead>
                <Table.Tr>{columns.map(header)}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length ? (
                  rows
                ) : (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length} ta="center" c="dimmed">
                      {/* A page left empty while the list has rows (they moved on since the count): the generic text. */}
                      {data.total === 0 ? emptyText : intl.formatMessage(tableMessages.noRecords)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </div>
          {data.total > 0 && (
            <Group justify="space-between" gap="sm" px="sm" py={6} className={classes.footer}>
              <Text size="sm">{pageRangeText(intl, { from, to: from + data.items.length - 1, totalRecords: data.total })}</Text>
              <Group gap="sm" wrap="wrap">
                {props.pageSizes && (
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" component="label" htmlFor={sizeId}>
                      {perPageLabel(intl)}
                    </Text>
                    <NativeSelect
                      id={sizeId}
                      size="xs"
                      value={String(list.pageSize)}
                      onChange={(e) => list.setPageSize(Number(e.currentTarget.value))}
                      data={props.pageSizes.map(String)}
                    />
                  </Group>
                )}
                <Pagination
                  {...pageControlLabels(intl)}
                  getItemProps={props.pageItemLabels ? pageItemLabel(intl) : undefined}
                  size="sm"
                  value={Math.min(list.page, pages)}
                  onChange={list.setPage}
                  total={pages}
                />
              </Group>
            </Group>
          )}
        </div>
      )}
    </Box>
  );
}
