// A titled section (../layout/section.tsx) listing what one query answers (a GET of all the items,
// no paging): one element per item in a column, the loading, error and empty states through
// ./query-state.tsx. Each item's element carries its own key.
//
//   <SectionList id="developers-keys-title" title={…} query={query} empty={…}>{(k) => <KeyRow key={k.ID} k={k} />}</SectionList>
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@/api/api-error';
import { Section } from '@/components/layout/section';
import { QueryState } from './query-state';

export interface SectionListProps<T> {
  /** The title's id, which names the section. */
  id: string;
  title: ReactNode;
  query: UseQueryResult<T[], ApiError>;
  /** Said when the query answers no item. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

export function SectionList<T>({ id, title, query, empty, children }: SectionListProps<T>) {
  return (
    <Section id={id} title={title}>
      <QueryState query={query} isEmpty={(items) => items.length === 0} empty={empty}>
        {(items) => <Stack gap="xs">{items.map(children)}</Stack>}
      </QueryState>
    </Section>
  );
}
