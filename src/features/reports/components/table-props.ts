// The reports' tables: the portal's table texts (components/data/table-texts), the reports' own
// empty text and page sizes, and one look.
import type { IntlShape } from 'react-intl';
import { pageItemLabel, perPageLabel, tableTexts as sharedTableTexts } from '@/components/data/table-texts';
import { reportsMessages as m } from '../messages';
import { PAGE_SIZES } from './use-paged-sort';

export function tableTexts(intl: IntlShape) {
  return {
    ...sharedTableTexts(intl),
    noRecordsText: intl.formatMessage(m.noRecords),
    recordsPerPageLabel: perPageLabel(intl),
    getPaginationItemProps: pageItemLabel(intl),
    recordsPerPageOptions: PAGE_SIZES,
    minHeight: 180,
    withTableBorder: true,
    striped: true,
    highlightOnHover: true,
  };
}
