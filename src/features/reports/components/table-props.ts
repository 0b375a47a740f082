// Translated pagination texts and labels shared by the reports' tables.
import type { IntlShape } from 'react-intl';
import { reportsMessages as m } from '../messages';
import { PAGE_SIZES } from './use-paged-sort';

export function tableTexts(intl: IntlShape) {
  const controls = { first: m.pageFirst, last: m.pageLast, previous: m.pagePrevious, next: m.pageNext } as const;
  return {
    noRecordsText: intl.formatMessage(m.noRecords),
    loadingText: intl.formatMessage(m.loading),
    recordsPerPageLabel: intl.formatMessage(m.perPage),
    recordsPerPageOptions: PAGE_SIZES,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      intl.formatMessage(m.pagination, { from: intl.formatNumber(from), to: intl.formatNumber(to), total: intl.formatNumber(totalRecords) }),
    getPaginationControlProps: (control: keyof typeof controls) => ({ 'aria-label': intl.formatMessage(controls[control]) }),
    getPaginationItemProps: (page: number) => ({ 'aria-label': intl.formatMessage(m.pageItem, { page }) }),
    minHeight: 180,
    withTableBorder: true,
    striped: true,
    highlightOnHover: true,
  };
}
