// A list's free-text filter (search box): what the user types stays in the box, and reaches the
// URL (so the list) once they pause, trimmed, through the list's `set` (a replace, back to page 1).
// A new value from outside (Back, a cleared filter) replaces the box's text.
//
//   const [text, setText] = useTextFilter(list.params.q, (q) => list.set({ q }));
//   <TextInput value={text} onChange={(e) => setText(e.currentTarget.value)} />
import { useLayoutEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

export function useTextFilter(
  value: string | undefined,
  write: (text: string | undefined) => void,
  delayMs = 300,
): [string, (text: string) => void] {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  // The debounced call runs after later renders: it must use the latest value and writer.
  const latest = useRef({ value, write });
  useLayoutEffect(() => {
    latest.current = { value, write };
  });
  const flush = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed !== (latest.current.value ?? '')) latest.current.write(trimmed || undefined);
  }, delayMs);
  return [
    text,
    (next: string) => {
      setText(next);
      flush(next);
    },
  ];
}
