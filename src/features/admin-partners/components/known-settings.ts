// The partner settings the app knows: what each means in the user's language (the API describes
// them in English; a key the app does not know shows the API's text), and whether its value is a
// whole number (a count, an hour) or an amount. Used by the settings list and its form.
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';

export const settingMessages = defineMessages({
  campaignLimit: { id: 'admin-partners.settings.about.campaign-limit', defaultMessage: 'Maximum number of campaigns the partner may have' },
  demoDailyRequestLimit: {
    id: 'admin-partners.settings.about.demo-daily-request-limit',
    defaultMessage: 'Demo-balance requests the partner may make per day',
  },
  demoWeeklyMaximumAmount: {
    id: 'admin-partners.settings.about.demo-weekly-maximum-amount',
    defaultMessage: 'Demo balance the partner may receive per week (R$)',
  },
  lowBalanceAlert: {
    id: 'admin-partners.settings.about.low-balance-alert',
    defaultMessage: 'Notify the partner when the balance reaches this amount (R$)',
  },
  commissionAlert: {
    id: 'admin-partners.settings.about.commission-alert',
    defaultMessage: "Notify the partner when a day's commission passes this amount (R$)",
  },
  dailySummaryHour: {
    id: 'admin-partners.settings.about.daily-summary-hour',
    defaultMessage: "Hour (Brazil time) of the partner's daily summary e-mail",
  },
  wholeNumber: { id: 'admin-partners.settings.whole-number', defaultMessage: 'Use a whole number.' },
});

interface KnownSetting {
  about: MessageDescriptor;
  /** Counts and hours: no decimals. Other values are amounts (at most 2 decimals). */
  whole: boolean;
}

// Keys as the API names them: the limits an admin sets (camelCase) and the partner's own
// preferences (snake_case), which an admin sees when the partner has set them.
const KNOWN: Record<string, KnownSetting> = {
  campaignLimit: { about: settingMessages.campaignLimit, whole: true },
  demoDailyRequestLimit: { about: settingMessages.demoDailyRequestLimit, whole: true },
  demoWeeklyMaximumAmount: { about: settingMessages.demoWeeklyMaximumAmount, whole: false },
  low_balance_alert: { about: settingMessages.lowBalanceAlert, whole: false },
  commission_alert: { about: settingMessages.commissionAlert, whole: false },
  daily_summary_hour: { about: settingMessages.dailySummaryHour, whole: true },
};

/** The keys offered as suggestions in the form: the limits an admin sets. */
export const ADMIN_SETTING_KEYS = ['campaignLimit', 'demoDailyRequestLimit', 'demoWeeklyMaximumAmount'];

export const knownSetting = (key: string): KnownSetting | undefined => (Object.hasOwn(KNOWN, key.trim()) ? KNOWN[key.trim()] : undefined);
