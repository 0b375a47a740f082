import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import type { Locale } from '@/i18n/locales';
import { render, screen } from '@/testing/render';
import { ServerTable, type ListPage } from './server-table';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const list = { page: 1, pageSize: 10, sort: undefined, order: 'desc' as const, setPage: vi.fn(), setPageSize: vi.fn(), setSort: vi.fn() };

function Table({ records }: { records: Row[] }) {
  const query = useQuery<ListPage<Row>, ApiError>({
    queryKey: ['rows', records.length],
    queryFn: () => Promise.resolve({ items: records, total: records.length ? 13 : 0 }),
  });
  return <ServerTable label="Rows" query={query} list={list} columns={[{ id: 'name', title: 'Name' }]} rowKey={(r: Row) => r.id} />;
}

describe('the table texts (through the list block)', () => {
  it.each([
    ['en-us', '1–10 of 13', 'Previous page', 'Next page'],
    ['pt-br', '1–10 de 13', 'Página anterior', 'Próxima página'],
  ] as const)('pages in one style and labels the page buttons in %s', async (locale: Locale, range, previous, next) => {
    render(<Table records={rows} />, { locale });
    expect(await screen.findByText(range)).toBeInTheDocument();
    expect(screen.queryByText('1 - 10 / 13')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });

  it.each([
    ['en-us', 'Nothing to show.'],
    ['pt-br', 'Nada para mostrar.'],
  ] as const)('says an empty table is empty in the language (%s), never "No records"', async (locale: Locale, empty) => {
    render(<Table records={[]} />, { locale });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
  });
});
