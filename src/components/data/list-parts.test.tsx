// The shared parts of the lists: ServerTable given its texts as messages and keying rows by ID,
// the filters bound to a list (./list-filters), the fixed-size page footer and the plain table.
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import { render, screen } from '@/testing/render';
import { ListSearch, SegmentedFilter } from './list-filters';
import { PageFooter } from './page-footer';
import { PlainTable } from './plain-table';
import { ServerTable, type ListPage } from './server-table';
import { dateTimeColumn } from './table-cells';

type Row = { ID: number; Name: string; CreatedAt: string };
const texts = {
  title: { id: 'test.rows', defaultMessage: 'Rows' },
  empty: { id: 'test.rows.empty', defaultMessage: 'No rows yet.' },
  total: { id: 'test.rows.total', defaultMessage: '{count, plural, one {# row} other {# rows}}' },
};
const list = { page: 1, pageSize: 10, sort: undefined, order: 'desc' as const, setPage: vi.fn(), setPageSize: vi.fn(), setSort: vi.fn() };

function Rows({ items }: { items: Row[] }) {
  const query = useQuery<ListPage<Row>, ApiError>({ queryKey: ['rows'], queryFn: () => Promise.resolve({ items, total: items.length }) });
  const columns = [{ id: 'Name', title: 'Name' }, dateTimeColumn<Row>('CreatedAt', 'Created')];
  return <ServerTable label={texts.title} query={query} list={list} columns={columns} empty={texts.empty} total={texts.total} />;
}

describe('list parts', () => {
  it('ServerTable formats its messages (the total with its count) and keys rows by ID', async () => {
    render(<Rows items={[{ ID: 1, Name: 'one', CreatedAt: '2026-01-02T10:00:00Z' }]} />);
    expect(await screen.findByRole('table', { name: 'Rows' })).toBeInTheDocument();
    expect(screen.getByText('1 row')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('cell', { name: 'one' })).toBeInTheDocument();
  });

  it("ServerTable says the list's empty message", async () => {
    render(<Rows items={[]} />);
    expect(await screen.findByText('No rows yet.')).toBeInTheDocument();
  });

  it('ListSearch writes its parameter once the user pauses; SegmentedFilter is named by its label', async () => {
    const set = vi.fn();
    const { user } = render(
      <>
        <SegmentedFilter id="f-status" label="Status" data={['', 'open']} value="" onChange={() => {}} />
        <ListSearch list={{ params: {}, set }} param="partner" label="Partner" delayMs={10} />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Status' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Partner' }), ' ana ');
    await vi.waitFor(() => expect(set).toHaveBeenLastCalledWith({ partner: 'ana' }));
  });

  it('PageFooter says the range and pages only when there is more than one page', async () => {
    const onPage = vi.fn();
    const { user, unmount } = render(<PageFooter page={2} pageSize={10} data={{ items: [1, 2, 3], total: 13 }} onPage={onPage} />);
    expect(screen.getByText('11–13 of 13')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    unmount();
    render(<PageFooter page={1} pageSize={10} data={{ items: [1], total: 1 }} onPage={onPage} />);
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('PlainTable heads its columns from its titles', () => {
    render(
      <PlainTable minWidth={300} headers={['Rank', { title: 'Amount', align: 'right' }]} data-testid="plain">
        <Table.Tr>
          <Table.Td>1</Table.Td>
          <Table.Td>10</Table.Td>
        </Table.Tr>
      </PlainTable>,
    );
    expect(screen.getByTestId('plain')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Amount']);
  });
});
