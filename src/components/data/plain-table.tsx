// A small striped table whose rows the page writes itself (no sorting or paging of its own, unlike
// ./server-table.tsx): the header row from its titles, scrolling sideways in its box under
// `minWidth`. Other props go to Mantine's Table (data-testid, aria-label, spacing).
//
//   <PlainTable minWidth={300} headers={[rank, partner, { title: metric, align: 'right' }]} data-testid="top-partners-table">
//     {partners.map((p) => <Table.Tr key={p.ID}>…</Table.Tr>)}
//   </PlainTable>
import type { ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';

export type PlainHeader = string | { title: string; align: 'right' | 'center' };

export interface PlainTableProps extends Omit<TableProps, 'children'> {
  minWidth: number;
  headers: readonly PlainHeader[];
  'data-testid'?: string;
  /** The body's rows. */
  children: ReactNode;
}

export function PlainTable({ minWidth, headers, children, ...table }: PlainTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped {...table}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) =>
              typeof h === 'string' ? (
                <Table.Th key={i}>{h}</Table.Th>
              ) : (
                <Table.Th key={i} ta={h.align}>
                  {h.title}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
