import { DataTable } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { render, screen } from '@/testing/render';
import { tableTexts } from './table-texts';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));

function Table({ records }: { records: Row[] }) {
  const intl = useIntl();
  return (
    <DataTable<Row>
      {...tableTexts(intl)}
      records={records}
      columns={[{ accessor: 'name' }]}
      totalRecords={records.length ? 13 : 0}
      recordsPerPage={10}
      page={1}
      onPageChange={() => {}}
    />
  );
}

describe('tableTexts', () => {
  it.each([
    ['en-us', '1–10 of 13', 'Previous page', 'Next page'],
    ['pt-br', '1–10 de 13', 'Página anterior', 'Próxima página'],
  ] as const)('pages in one style and labels the page buttons in %s', (locale: Locale, range, previous, next) => {
    render(<Table records={rows} />, { locale });
    expect(screen.getByText(range)).toBeInTheDocument();
    expect(screen.queryByText('1 - 10 / 13')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });

  it.each([
    ['en-us', 'Nothing to show.'],
    ['pt-br', 'Nada para mostrar.'],
  ] as const)('says an empty table is empty in the language (%s), never "No records"', (locale: Locale, empty) => {
    render(<Table records={[]} />, { locale });
    expect(screen.getByText(empty)).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
  });
});
