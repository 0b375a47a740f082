// The filters above a server-paged list (./server-table.tsx), bound to its URL parameters
// (./list-params.ts) or to the page's own state:
// - ListSearch: the free-text box (./search-filter.tsx) on one of the list's parameters (`q` by
//   default), written once the user pauses (350 ms).
// - SegmentedFilter: a few choices side by side under a label that names them (aria-labelledby).
// - SelectFilter: a choice among many, one always chosen ('' is "all").
// - filterChoices: a filter's choices, "all" first, then one per entry of a table of messages (or of
//   looks with a `label`, as a status badge's).
//
//   <SegmentedFilter id="demo-status-filter" label={…} data={…} value={params.status ?? ''} onChange={(status) => list.set({ status })} />
//   <ListSearch list={list} label={…} placeholder={…} maxLength={…QMax} style={{ flex: '1 1 200px' }} />
import type { CSSProperties, ReactNode } from 'react';
import { SegmentedControl, Select, Stack, Text, type SegmentedControlProps, type SelectProps } from '@mantine/core';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { SearchFilter, type SearchFilterProps } from './search-filter';

type Labelled = MessageDescriptor | { label: MessageDescriptor };

/** A filter's choices: `all` ('') first, then each key of `labels` with its message. */
export function filterChoices(intl: IntlShape, all: MessageDescriptor, labels: Record<string, Labelled>) {
  return [
    { value: '', label: intl.formatMessage(all) },
    ...Object.entries(labels).map(([value, l]) => ({ value, label: intl.formatMessage('label' in l ? l.label : l) })),
  ];
}

export interface ListSearchProps<K extends string> extends Omit<SearchFilterProps, 'value' | 'onSearch' | 'list'> {
  /** The list (useListParams' answer) whose parameter the box writes. */
  list: { params: Partial<Record<NoInfer<K>, string>>; set: (changes: Partial<Record<NoInfer<K>, string | undefined>>) => void };
  /** The parameter. Default: `q`. */
  param?: K;
}

export function ListSearch<K extends string = 'q'>({ list, param = 'q' as K, delayMs = 350, ...input }: ListSearchProps<K>) {
  return (
    <SearchFilter
      {...input}
      value={list.params[param]}
      onSearch={(text) => list.set({ [param]: text } as Partial<Record<K, string | undefined>>)}
      delayMs={delayMs}
    />
  );
}

export interface SegmentedFilterProps extends SegmentedControlProps {
  /** The label's id, which names the control. */
  id: string;
  label: ReactNode;
  /** The style of the block (label and control). */
  wrapperStyle?: CSSProperties;
}

export function SegmentedFilter({ id, label, wrapperStyle, ...control }: SegmentedFilterProps) {
  return (
    <Stack gap={4} style={wrapperStyle}>
      {/* The weight of an input's label (Mantine's medium), as the fields beside it. */}
      <Text size="sm" fw="var(--mantine-font-weight-medium)" id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...control} />
    </Stack>
  );
}

export interface SelectFilterProps extends Omit<SelectProps, 'value' | 'onChange' | 'allowDeselect'> {
  /** The choice in force; none is "all" (''). */
  value: string | null | undefined;
  onChange: (value: string) => void;
}

export function SelectFilter({ value, onChange, ...select }: SelectFilterProps) {
  return <Select {...select} value={value ?? ''} onChange={(next) => onChange(next ?? '')} allowDeselect={false} />;
}
