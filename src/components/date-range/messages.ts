import { defineMessages } from '@/i18n/define-messages';

export const dateRangeMessages = defineMessages({
  label: { id: 'date-range.label', defaultMessage: 'Period' },
  presets: { id: 'date-range.presets', defaultMessage: 'Quick periods' },
  today: { id: 'date-range.preset.today', defaultMessage: 'Today' },
  '7d': { id: 'date-range.preset.7d', defaultMessage: 'Last 7 days' },
  'this-month': { id: 'date-range.preset.this-month', defaultMessage: 'This month' },
  'last-month': { id: 'date-range.preset.last-month', defaultMessage: 'Last month' },
  'since-start': { id: 'date-range.preset.since-start', defaultMessage: 'Since start' },
});
