// orval's generated MSW handlers (examples, faker): the fallback for any call the stateful
// handlers do not answer. Regenerated with the SDK; this list follows the contract's tags.
import { getAdminBusinessesMock } from '../src/api/generated/endpoints/admin-businesses/admin-businesses.msw';
import { getAdminDataMock } from '../src/api/generated/endpoints/admin-data/admin-data.msw';
import { getAdminDemoBalanceMock } from '../src/api/generated/endpoints/admin-demo-balance/admin-demo-balance.msw';
import { getAdminLgpdMock } from '../src/api/generated/endpoints/admin-lgpd/admin-lgpd.msw';
import { getAdminPartnerBankAccountMock } from '../src/api/generated/endpoints/admin-partner-bank-account/admin-partner-bank-account.msw';
import { getAdminPartnersMock } from '../src/api/generated/endpoints/admin-partners/admin-partners.msw';
import { getAdminPaymentsMock } from '../src/api/generated/endpoints/admin-payments/admin-payments.msw';
import { getAdminSettingsMock } from '../src/api/generated/endpoints/admin-settings/admin-settings.msw';
import { getAdminSubAffiliatesMock } from '../src/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates.msw';
import { getAffiliatedMock } from '../src/api/generated/endpoints/affiliated/affiliated.msw';
import { getAuthMock } from '../src/api/generated/endpoints/auth/auth.msw';
import { getBankAccountMock } from '../src/api/generated/endpoints/bank-account/bank-account.msw';
import { getBusinessMock } from '../src/api/generated/endpoints/business/business.msw';
import { getCampaignsMock } from '../src/api/generated/endpoints/campaigns/campaigns.msw';
import { getCronMock } from '../src/api/generated/endpoints/cron/cron.msw';
import { getDemoBalanceMock } from '../src/api/generated/endpoints/demo-balance/demo-balance.msw';
import { getLgpdMock } from '../src/api/generated/endpoints/lgpd/lgpd.msw';
import { getMediaMock } from '../src/api/generated/endpoints/media/media.msw';
import { getNotificationsMock } from '../src/api/generated/endpoints/notifications/notifications.msw';
import { getPaymentsMock } from '../src/api/generated/endpoints/payments/payments.msw';
import { getPixRecipientMock } from '../src/api/generated/endpoints/pix-recipient/pix-recipient.msw';
import { getPostbackMock } from '../src/api/generated/endpoints/postback/postback.msw';
import { getProfileMock } from '../src/api/generated/endpoints/profile/profile.msw';
import { getReportsMock } from '../src/api/generated/endpoints/reports/reports.msw';
import { getSettingsMock } from '../src/api/generated/endpoints/settings/settings.msw';
import { getStatementsMock } from '../src/api/generated/endpoints/statements/statements.msw';
import { getSystemMock } from '../src/api/generated/endpoints/system/system.msw';

export const generatedHandlers = [
  ...getAdminBusinessesMock(),
  ...getAdminDataMock(),
  ...getAdminDemoBalanceMock(),
  ...getAdminLgpdMock(),
  ...getAdminPartnerBankAccountMock(),
  ...getAdminPartnersMock(),
  ...getAdminPaymentsMock(),
  ...getAdminSettingsMock(),
  ...getAdminSubAffiliatesMock(),
  ...getAffiliatedMock(),
  ...getAuthMock(),
  ...getBankAccountMock(),
  ...getBusinessMock(),
  ...getCampaignsMock(),
  ...getCronMock(),
  ...getDemoBalanceMock(),
  ...getLgpdMock(),
  ...getMediaMock(),
  ...getNotificationsMock(),
  ...getPaymentsMock(),
  ...getPixRecipientMock(),
  ...getPostbackMock(),
  ...getProfileMock(),
  ...getReportsMock(),
  ...getSettingsMock(),
  ...getStatementsMock(),
  ...getSystemMock(),
];
