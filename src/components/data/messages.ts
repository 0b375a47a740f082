import { defineMessages } from '@/i18n/define-messages';

export const dataMessages = defineMessages({
  loading: { id: 'data.loading', defaultMessage: 'Loading…' },
  empty: { id: 'data.empty', defaultMessage: 'Nothing here yet.' },
  errorTitle: { id: 'data.error.title', defaultMessage: 'We could not load this.' },
  errorNetwork: { id: 'data.error.network', defaultMessage: 'The connection failed. Check your network and try again.' },
  errorForbidden: { id: 'data.error.forbidden', defaultMessage: 'You do not have permission to see this.' },
  errorNotFound: { id: 'data.error.not-found', defaultMessage: 'This was not found. It may have been removed, or the link is wrong.' },
  errorSession: { id: 'data.error.session', defaultMessage: 'Your session has ended. Sign in again to continue.' },
  errorRequest: {
    id: 'data.error.request',
    defaultMessage: 'The server could not answer this request. Try again, or go back and change the filters.',
  },
  errorServer: { id: 'data.error.server', defaultMessage: 'The server had a problem. Try again in a moment.' },
  retry: { id: 'data.retry', defaultMessage: 'Try again' },
});

/** The texts of every paged table (./table-texts.ts). */
export const tableMessages = defineMessages({
  noRecords: { id: 'data.table.no-records', defaultMessage: 'Nothing to show.' },
  pagination: { id: 'data.table.pagination', defaultMessage: '{from}–{to} of {total}' },
  perPage: { id: 'data.table.per-page', defaultMessage: 'Rows per page' },
  pageFirst: { id: 'data.table.page.first', defaultMessage: 'First page' },
  pageLast: { id: 'data.table.page.last', defaultMessage: 'Last page' },
  pagePrevious: { id: 'data.table.page.previous', defaultMessage: 'Previous page' },
  pageNext: { id: 'data.table.page.next', defaultMessage: 'Next page' },
  pageItem: { id: 'data.table.page.item', defaultMessage: 'Page {page}' },
  sortedAsc: { id: 'data.table.sorted-asc', defaultMessage: 'Sorted ascending' },
  sortedDesc: { id: 'data.table.sorted-desc', defaultMessage: 'Sorted descending' },
});
