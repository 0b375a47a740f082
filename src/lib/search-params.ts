// Lists keep their query in the URL. This applies a set of changes to the search params:
// an empty value (null, undefined or '') removes the key; the page goes back to 1 (is removed)
// unless the caller keeps it — a new filter or sort must not leave the user on page 7.
export type SearchChanges = Record<string, string | number | null | undefined>;

export function withSearchChanges(prev: URLSearchParams, changes: SearchChanges, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!keepPage) next.delete('page');
  return next;
}
