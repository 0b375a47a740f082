// The texts of every paged table, in the user's language and one style: the portal writes
// "1–10 of 13" and names the pager's controls in the language. The list block (./server-table)
// uses them; Mantine's Pagination takes `pageControlLabels(intl)`. Page-number buttons keep their
// number as their name ("2") unless a table adds `pageItemLabel` ("Page 2"), as the reports do.
import type { IntlShape } from 'react-intl';
import { tableMessages as m } from './messages';

type PageControl = 'first' | 'last' | 'previous' | 'next';

const controls = { first: m.pageFirst, last: m.pageLast, previous: m.pagePrevious, next: m.pageNext } as const;

/** Labels of the first/previous/next/last buttons, for Mantine's Pagination. */
export function pageControlLabels(intl: IntlShape) {
  return { getControlProps: (control: PageControl) => ({ 'aria-label': intl.formatMessage(controls[control]) }) };
}

/** "Page 2" as the name of a page-number button. */
export function pageItemLabel(intl: IntlShape) {
  return (page: number) => ({ 'aria-label': intl.formatMessage(m.pageItem, { page }) });
}

/** "1–10 of 13", numbers formatted for the language. */
export function pageRangeText(intl: IntlShape, { from, to, totalRecords }: { from: number; to: number; totalRecords: number }): string {
  return intl.formatMessage(m.pagination, {
    from: intl.formatNumber(from),
    to: intl.formatNumber(to),
    total: intl.formatNumber(totalRecords),
  });
}

/** The label of a table's page-size choice (only for tables that offer one). */
export function perPageLabel(intl: IntlShape): string {
  return intl.formatMessage(m.perPage);
}
