// Cells the server tables (./server-table.tsx) share:
// - dateTimeColumn: a column of a row's date-time field, on one line in the user's format.
// - RowButton: a row's own action, the tables' small light button (its accessible name should say
//   which row when its text does not).
//
//   const columns: ListColumn<DemoBalanceRequest>[] = [dateTimeColumn('CreatedAt', intl.formatMessage(m.colDate), { sortable: true }), …];
//   render: (b) => <RowButton aria-label={…} onClick={…}>{intl.formatMessage(m.open)}</RowButton>
import type { ReactNode } from 'react';
import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { formatDateTime } from '@/lib/dates';
import type { ListColumn } from './server-table';

/** The keys of T whose values are ISO date-times (or absent). */
type DateTimeKey<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

export function dateTimeColumn<T>(
  id: DateTimeKey<T>,
  title: ReactNode,
  options: Omit<ListColumn<T>, 'id' | 'title' | 'render'> = {},
): ListColumn<T> {
  return { id, title, noWrap: true, ...options, render: (row) => formatDateTime(row[id] as string | null | undefined) };
}

export function RowButton(props: ButtonProps & ElementProps<'button', keyof ButtonProps>) {
  return <Button size="compact-xs" variant="light" {...props} />;
}
