// A text with some of its ranges marked (the words that break a compliance rule). The text is
// split into React nodes — plain strings and <mark> elements — so whatever it holds stays text:
// nothing is ever parsed as HTML. Ranges are offsets in UTF-16 code units, as the API gives them;
// overlapping or touching ranges merge, and ranges outside the text are dropped.
import { Fragment, type CSSProperties, type ReactNode } from 'react';

// The same light red under dark text in both colour schemes (Mantine's Mark darkens its background
// in the dark scheme but keeps black text).
const MARK_STYLE: CSSProperties = {
  backgroundColor: 'var(--mantine-color-red-2)',
  color: 'var(--mantine-color-black)',
  padding: '0 2px',
  borderRadius: 2,
};

export interface TextRange {
  start: number;
  end: number;
}

/** Sorted, merged, clamped ranges. */
export function mergeRanges(ranges: readonly TextRange[], length: number): TextRange[] {
  const sorted = ranges
    .map((r) => ({ start: Math.max(0, Math.floor(r.start)), end: Math.min(length, Math.floor(r.end)) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const out: TextRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The text as nodes: unmarked runs as strings, marked runs inside <mark>. */
export function highlight(text: string, ranges: readonly TextRange[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const r of mergeRanges(ranges, text.length)) {
    if (r.start > at) nodes.push(text.slice(at, r.start));
    nodes.push(
      <mark key={r.start} style={MARK_STYLE}>
        {text.slice(r.start, r.end)}
      </mark>,
    );
    at = r.end;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {highlight(text, ranges).map((node, i) => (
        <Fragment key={i}>{node}</Fragment>
      ))}
    </>
  );
}
