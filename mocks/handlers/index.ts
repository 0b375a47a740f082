// The stateful handlers, by domain. Fixed paths come before parameterised ones inside each
// domain file (MSW answers with the first match: /partners/search before /partners/:partnerId).
import type { HttpHandler } from 'msw';
import { accountSecurityHandlers } from './account-security';
import { adminAuditHandlers } from './admin-audit';
import { adminBusinessesHandlers } from './admin-businesses';
import { adminComplianceHandlers } from './admin-compliance';
import { adminCreativesHandlers } from './admin-creatives';
import { adminDemoBalanceHandlers } from './admin-demo-balance';
import { adminLgpdHandlers } from './admin-lgpd';
import { adminLegacyHandlers } from './admin-legacy';
import { adminMiscHandlers } from './admin-misc';
import { adminPartnersHandlers } from './admin-partners';
import { adminPaymentsHandlers } from './admin-payments';
import { cronHandlers } from './cron';
import { affiliatedHandlers } from './affiliated';
import { authHandlers } from './auth';
import { bankAccountHandlers } from './bank-account';
import { businessHandlers } from './business';
import { campaignsHandlers } from './campaigns';
import { creativesHandlers } from './creatives';
import { demoBalanceHandlers } from './demo-balance';
import { languageHandlers } from './language';
import { lgpdHandlers } from './lgpd';
import { mediaHandlers } from './media';
import { notificationsHandlers } from './notifications';
import { paymentsHandlers } from './payments';
import { pixRecipientHandlers } from './pix-recipient';
import { postbackHandlers } from './postback';
import { profileHandlers } from './profile';
import { reportsHandlers } from './reports';
import { settingsHandlers } from './settings';
import { statementsHandlers } from './statements';
import { systemHandlers } from './system';
// issue 20: integrations
import { adminSchedulesHandlers } from './admin-schedules';
import { apiKeysHandlers } from './api-keys';
import { postbackDeliveryHandlers } from './postback-delivery';
import { scheduledReportsHandlers } from './scheduled-reports';

export const statefulHandlers: HttpHandler[] = [
  // user side
  ...authHandlers,
  ...profileHandlers,
  ...languageHandlers,
  ...reportsHandlers,
  ...bankAccountHandlers,
  ...businessHandlers,
  ...campaignsHandlers,
  ...demoBalanceHandlers,
  ...settingsHandlers,
  ...paymentsHandlers,
  ...notificationsHandlers,
  ...affiliatedHandlers,
  ...postbackHandlers,
  // issue 20: integrations (admin schedules with the admin side)
  ...postbackDeliveryHandlers,
  ...apiKeysHandlers,
  ...scheduledReportsHandlers,
  ...mediaHandlers,
  ...systemHandlers,
  // issue 19: PIX recipient, statements, LGPD centre
  ...pixRecipientHandlers,
  ...statementsHandlers,
  ...lgpdHandlers,
  // admin and cron side
  ...adminPartnersHandlers,
  ...adminPaymentsHandlers,
  ...adminBusinessesHandlers,
  ...adminDemoBalanceHandlers,
  ...adminMiscHandlers,
  ...adminLegacyHandlers,
  ...adminSchedulesHandlers,
  ...adminLgpdHandlers,
  ...cronHandlers,
  // account security and the audit log (issue 17)
  ...accountSecurityHandlers,
  ...adminAuditHandlers,
  // the creatives library and its compliance gate (issue 18)
  ...creativesHandlers,
  ...adminCreativesHandlers,
  ...adminComplianceHandlers,
];
