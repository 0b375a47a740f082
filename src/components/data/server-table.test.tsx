import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { render, screen, waitFor, within } from '@/testing/render';
import type { Locale } from '@/i18n/locales';
import { ServerTable, type ListColumn, type ListControls, type ListPage } from './server-table';

type Row = { ID: number; Name: string };
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ ID: from + i, Name: `row ${from + i}` }));

const controls = (over: Partial<ListControls> = {}): ListControls => ({
  page: 1,
  pageSize: 10,
  sort: 'ID',
  order: 'desc',
  setPage: vi.fn(),
  setPageSize: vi.fn(),
  setSort: vi.fn(),
  ...over,
});

/** The actions column's button opens its row in 'control' mode, and does something else in 'row' mode. */
const columnsFor = (byControl: boolean): ListColumn<Row>[] => [
  { id: 'ID', title: 'ID', sortable: true },
  { id: 'Name', title: 'Name', sortable: true },
  {
    id: 'actions',
    title: 'Actions',
    render: (r, s) => <Button onClick={byControl ? s.toggle : () => {}}>{`open ${r.ID}${s.expanded ? ' (open)' : ''}`}</Button>,
  },
];

function Harness(props: {
  fetch: () => Promise<ListPage<Row>>;
  list: ListControls;
  expansion?: 'row' | 'control';
  pageSizes?: number[];
  emptyInTable?: boolean;
  total?: (count: number) => string;
}) {
  const query = useQuery<ListPage<Row>, ApiError>({ queryKey: ['rows'], queryFn: props.fetch });
  return (
    <ServerTable
      label="Rows"
      query={query}
      list={props.list}
      columns={columnsFor(props.expansion === 'control')}
      rowKey={(r) => r.ID}
      empty="No rows yet."
      emptyInTable={props.emptyInTable}
      total={props.total}
      pageSizes={props.pageSizes}
      expansion={
        props.expansion && {
          content: (r) => <p>{`details of ${r.ID}`}</p>,
          onRowClick: props.expansion === 'row',
          multiple: props.expansion === 'control',
        }
      }
    />
  );
}

const page1 = () => Promise.resolve({ items: rows(1, 10), total: 13 });

describe('ServerTable', () => {
  it('shows the loading state, then the rows with the page range and the pager', async () => {
    render(<Harness fetch={page1} list={controls()} />);
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 13')).toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort and sorts by a keyboard-reachable button', async () => {
    const list = controls();
    const { user } = render(<Harness fetch={page1} list={list} />);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    // The button says the sort too; the sorted column turns round; a new column keeps the direction.
    expect(screen.getByRole('button', { name: 'ID Sorted descending' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ID Sorted descending' }));
    expect(list.setSort).toHaveBeenLastCalledWith('ID', 'asc');
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(list.setSort).toHaveBeenLastCalledWith('Name', 'desc');
  });

  it('asks for another page and page size through the list', async () => {
    const list = controls();
    const { user } = render(<Harness fetch={page1} list={list} pageSizes={[10, 20]} />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(list.setPage).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(list.setPage).toHaveBeenLastCalledWith(2);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(list.setPageSize).toHaveBeenLastCalledWith(20);
  });

  it('counts the range from the page it is on', async () => {
    render(<Harness fetch={() => Promise.resolve({ items: rows(11, 3), total: 13 })} list={controls({ page: 2 })} />);
    expect(await screen.findByText('11–13 of 13')).toBeInTheDocument();
  });

  it('says the total above the table when given its text, announced politely', async () => {
    render(<Harness fetch={page1} list={controls()} total={(count) => `${count} rows in all`} />);
    const total = await screen.findByText('13 rows in all');
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("says the list's empty text instead of an empty table", async () => {
    render(<Harness fetch={() => Promise.resolve({ items: [], total: 0 })} list={controls()} />);
    expect(await screen.findByText('No rows yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the headers with the empty text in the body when asked (emptyInTable), without a pager', async () => {
    render(<Harness fetch={() => Promise.resolve({ items: [], total: 0 })} list={controls()} emptyInTable />);
    const table = await screen.findByRole('table', { name: 'Rows' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'No rows yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('says "Nothing to show." on a page left empty while the list has rows, not the list\'s empty text', async () => {
    render(<Harness fetch={() => Promise.resolve({ items: [], total: 13 })} list={controls({ page: 2 })} />);
    const table = await screen.findByRole('table', { name: 'Rows' });
    expect(within(table).getByRole('cell', { name: 'Nothing to show.' })).toBeInTheDocument();
    expect(screen.queryByText('No rows yet.')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    const fetch = () => (++calls === 1 ? Promise.reject(new ApiError('http', 503, undefined, 'Service Unavailable')) : page1());
    const { user } = render(<Harness fetch={fetch} list={controls()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens one row at a time by a click on the row, not on its buttons', async () => {
    const { user } = render(<Harness fetch={page1} list={controls()} expansion="row" />);
    await screen.findByRole('table');
    await user.click(screen.getByText('row 2'));
    expect(screen.getByText('details of 2')).toBeInTheDocument();
    await user.click(screen.getByText('row 3'));
    expect(screen.queryByText('details of 2')).not.toBeInTheDocument();
    expect(screen.getByText('details of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open 5' }));
    expect(screen.getByText('details of 3')).toBeInTheDocument();
  });

  it("opens rows by a cell's own control, several at once", async () => {
    const { user } = render(<Harness fetch={page1} list={controls()} expansion="control" />);
    await screen.findByRole('table');
    await user.click(screen.getByText('row 2'));
    expect(screen.queryByText('details of 2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open 2' }));
    await user.click(screen.getByRole('button', { name: 'open 4' }));
    expect(screen.getByText('details of 2')).toBeInTheDocument();
    expect(screen.getByText('details of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open 4 (open)' })).toBeInTheDocument();
  });

  it.each([
    ['en-us', '1–10 of 13', 'Previous page', 'Next page'],
    ['pt-br', '1–10 de 13', 'Página anterior', 'Próxima página'],
  ] as const)('pages in the language (%s)', async (locale: Locale, range, previous, next) => {
    render(<Harness fetch={page1} list={controls()} />, { locale });
    expect(await screen.findByText(range)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('1 - 10 / 13')).not.toBeInTheDocument());
  });
});
