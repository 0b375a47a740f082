// The activity log's entries in the user's language: the API's Description is free text in one
// language (the backend writes Portuguese), so a known event type (ActivityLog.Action) is shown
// with its own message and only an unknown type falls back to the API's text. Both spellings the
// contract and the backend use (`signin` / `sign_in`, `taxpayerid_set` / `taxpayer_id_update`)
// are known.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ActivityLog } from '@/api/generated/model/activityLog';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  signIn: { id: 'profile-account.security.log.action.sign-in', defaultMessage: 'Signed in' },
  signOut: { id: 'profile-account.security.log.action.sign-out', defaultMessage: 'Signed out' },
  passwordChange: { id: 'profile-account.security.log.action.password-change', defaultMessage: 'Password changed' },
  profileUpdate: { id: 'profile-account.security.log.action.profile-update', defaultMessage: 'Personal data updated' },
  taxPayerId: { id: 'profile-account.security.log.action.taxpayer-id', defaultMessage: 'Taxpayer id (CPF) registered' },
  termsAccept: { id: 'profile-account.security.log.action.terms-accept', defaultMessage: 'Promotion guidelines accepted' },
  emailVerify: { id: 'profile-account.security.log.action.email-verify', defaultMessage: 'E-mail verified' },
  bankAccountUpdate: { id: 'profile-account.security.log.action.bank-account-update', defaultMessage: 'Bank account updated' },
  businessUpdate: { id: 'profile-account.security.log.action.business-update', defaultMessage: 'Company data sent for review' },
  payoutRequest: { id: 'profile-account.security.log.action.payout-request', defaultMessage: 'Payout requested' },
  invoiceUpload: { id: 'profile-account.security.log.action.invoice-upload', defaultMessage: 'Invoice sent' },
  campaignCreate: { id: 'profile-account.security.log.action.campaign-create', defaultMessage: 'Campaign created' },
  campaignDelete: { id: 'profile-account.security.log.action.campaign-delete', defaultMessage: 'Campaign deleted' },
  demoBalanceRequest: { id: 'profile-account.security.log.action.demo-balance-request', defaultMessage: 'Demo balance requested' },
  settingsUpdate: { id: 'profile-account.security.log.action.settings-update', defaultMessage: 'Setting changed' },
  reportsUpdate: { id: 'profile-account.security.log.action.reports-update', defaultMessage: 'Report update requested' },
  adminLogin: { id: 'profile-account.security.log.action.admin-login', defaultMessage: 'Administrator access' },
});

const byAction: Record<string, MessageDescriptor> = {
  sign_in: messages.signIn,
  signin: messages.signIn,
  sign_out: messages.signOut,
  signout: messages.signOut,
  password_change: messages.passwordChange,
  profile_update: messages.profileUpdate,
  taxpayer_id_update: messages.taxPayerId,
  taxpayerid_set: messages.taxPayerId,
  terms_accept: messages.termsAccept,
  email_verify: messages.emailVerify,
  bank_account_update: messages.bankAccountUpdate,
  business_update: messages.businessUpdate,
  payout_request: messages.payoutRequest,
  invoice_upload: messages.invoiceUpload,
  campaign_create: messages.campaignCreate,
  campaign_delete: messages.campaignDelete,
  demo_balance_request: messages.demoBalanceRequest,
  settings_update: messages.settingsUpdate,
  // A change an administrator later excluded from the day's count: still a change of a setting.
  settings_update_reset: messages.settingsUpdate,
  reports_update: messages.reportsUpdate,
  admin_login: messages.adminLogin,
};

/** What an activity-log entry says, in the user's language; the API's text for an unknown type. */
export function activityText(intl: IntlShape, entry: Pick<ActivityLog, 'Action' | 'Description'>): string {
  const descriptor = Object.hasOwn(byAction, entry.Action) ? byAction[entry.Action] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : entry.Description;
}
