// The one thing Mantine's ScrollArea takes from @floating-ui/react: merging refs. The production
// build points that import here (scripts/dependency-patches.mjs), because floating-ui/react is a
// single module and importing it brings all of popover positioning (15 KB gzip) to every page
// with a scroll area or a data table. Same contract as floating-ui's useMergeRefs: an array of
// refs in, one callback ref (or null when all are null) out, React 19 ref clean-ups honoured —
// here by Mantine's own mergeRefs.
import { useMemo } from 'react';
import { mergeRefs } from '@mantine/hooks';

type Ref<T> = React.Ref<T> | undefined;

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T>>): ((node: T | null) => void | (() => void)) | null {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs themselves are the dependencies
  return useMemo(() => (refs.every((ref) => ref == null) ? null : mergeRefs(...(refs as Ref<T>[]))), refs);
}
