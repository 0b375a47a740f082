// mantine-datatable renders a column while matchMedia('') matches (a column without a media query
// uses the empty query); the set-up's matchMedia matches nothing, which hides every column. Call
// in a beforeEach, which restores the set-up's matchMedia afterwards.
export function showDataTableColumns(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query === '' });
  return () => {
    window.matchMedia = original;
  };
}
