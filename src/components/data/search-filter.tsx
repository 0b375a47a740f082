// A list's search box: a TextInput whose text stays while the user types and reaches the list
// (its `onSearch`, usually `list.set({ q })`) once they pause (./use-text-filter).
//
//   <SearchFilter label={…} value={list.params.q} onSearch={(q) => list.set({ q })} maxLength={…QMax} />
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTextFilter } from './use-text-filter';

export interface SearchFilterProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The filter in force (the URL's). */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  delayMs?: number;
}

export function SearchFilter({ value, onSearch, delayMs, ...input }: SearchFilterProps) {
  const [text, setText] = useTextFilter(value, onSearch, delayMs);
  return <TextInput type="search" {...input} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}
