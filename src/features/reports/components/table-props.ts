// The reports' tables on the list block: the page sizes they offer, the period kept out of each
// table's own parameters (the page's picker writes since/until), and one look — striped, "Page 2"
// page buttons, the headers kept around the reports' own empty text.
import type { IntlShape } from 'react-intl';
import { reportsMessages as m } from '../messages';

export const PAGE_SIZES = [20, 50, 100] as const;

export function reportTableProps(intl: IntlShape) {
  return {
    empty: intl.formatMessage(m.noRecords),
    emptyInTable: true,
    pageSizes: PAGE_SIZES,
    pageItemLabels: true,
    striped: true,
  };
}
