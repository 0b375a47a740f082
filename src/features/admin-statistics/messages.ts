// The admin statistics page's texts.
import { defineMessages } from '@/i18n/define-messages';

export const adminStatisticsMessages = defineMessages({
  title: { id: 'admin-statistics.title', defaultMessage: 'Programme statistics' },
  intro: {
    id: 'admin-statistics.intro',
    defaultMessage: 'Partners and payments of the whole programme over the chosen period, and the partners with the highest amounts.',
  },
  totals: { id: 'admin-statistics.totals', defaultMessage: 'Programme totals' },
  partners: { id: 'admin-statistics.kpi.partners', defaultMessage: 'Partners' },
  activePartners: { id: 'admin-statistics.kpi.active-partners', defaultMessage: 'Active partners' },
  paymentsCount: { id: 'admin-statistics.kpi.payments-count', defaultMessage: 'Payments in the period' },
  paymentsAmount: { id: 'admin-statistics.kpi.payments-amount', defaultMessage: 'Amount paid out in the period' },
  completedAmount: { id: 'admin-statistics.kpi.completed-amount', defaultMessage: 'Completed in the period' },
  allTime: { id: 'admin-statistics.kpi.all-time', defaultMessage: 'As of today, for any period' },
  completedCount: { id: 'admin-statistics.kpi.completed-count', defaultMessage: '{count, plural, one {# payment} other {# payments}}' },

  seriesTitle: { id: 'admin-statistics.series.title', defaultMessage: 'Payments over time' },
  seriesAmount: { id: 'admin-statistics.series.amount', defaultMessage: 'Amount' },
  seriesCount: { id: 'admin-statistics.series.count', defaultMessage: 'Payments' },
  seriesLabel: {
    id: 'admin-statistics.series.label',
    defaultMessage: 'Chart: payments created per {unit} from {since} to {until}',
  },
  seriesEmpty: { id: 'admin-statistics.series.empty', defaultMessage: 'No payment was created in this period.' },
  seriesLoading: { id: 'admin-statistics.series.loading', defaultMessage: 'Loading {done} of {total} periods…' },
  unitDay: { id: 'admin-statistics.unit.day', defaultMessage: 'day' },
  unitWeek: { id: 'admin-statistics.unit.week', defaultMessage: 'week' },
  unitMonth: { id: 'admin-statistics.unit.month', defaultMessage: 'month' },
  unitQuarter: { id: 'admin-statistics.unit.quarter', defaultMessage: 'quarter' },

  topTitle: { id: 'admin-statistics.top.title', defaultMessage: 'Top partners' },
  topMetric: { id: 'admin-statistics.top.metric', defaultMessage: 'Rank partners by' },
  topPending: { id: 'admin-statistics.top.pending', defaultMessage: 'Pending commission' },
  topBalance: { id: 'admin-statistics.top.balance', defaultMessage: 'Balance' },
  topNote: { id: 'admin-statistics.top.note', defaultMessage: 'Current amounts, whatever the period.' },
  topLabel: { id: 'admin-statistics.top.label', defaultMessage: 'Chart: the {count} partners with the highest {metric}' },
  topEmpty: { id: 'admin-statistics.top.empty', defaultMessage: 'No partner yet.' },
  colRank: { id: 'admin-statistics.top.col.rank', defaultMessage: '#' },
  colPartner: { id: 'admin-statistics.top.col.partner', defaultMessage: 'Partner' },
  colCountry: { id: 'admin-statistics.top.col.country', defaultMessage: 'Country' },
});
