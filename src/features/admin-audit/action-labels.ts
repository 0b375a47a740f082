// The audit log's actions in words (issue 17): one label per AuditAction of the contract, for the
// table, the action filter's options and the CSV's label column. The keys are typed by the
// generated enum, so an action the contract adds fails typecheck until it has its label here (and
// the catalogue test, action-labels.test.ts, fails until pt-br and es-419 have it too).
import type { IntlShape } from 'react-intl';
import type { AuditAction } from '@/api/generated/model/auditAction';
import { defineMessages } from '@/i18n/define-messages';

export const auditActionLabels = defineMessages<AuditAction>({
  'partner.update': { id: 'admin-audit.action.partner.update', defaultMessage: 'Partner details changed' },
  'partner.password_update': { id: 'admin-audit.action.partner.password-update', defaultMessage: 'Partner password changed' },
  'partner.ban': { id: 'admin-audit.action.partner.ban', defaultMessage: 'Partner banned' },
  'partner.unban': { id: 'admin-audit.action.partner.unban', defaultMessage: 'Partner unbanned' },
  'partner.login_as': { id: 'admin-audit.action.partner.login-as', defaultMessage: 'Logged in as the partner' },
  'partner.approve': { id: 'admin-audit.action.partner.approve', defaultMessage: 'Partner approved' },
  'partner.reject': { id: 'admin-audit.action.partner.reject', defaultMessage: 'Partner rejected' },
  'partner.lock': { id: 'admin-audit.action.partner.lock', defaultMessage: 'Partner account locked' },
  'partner.unlock': { id: 'admin-audit.action.partner.unlock', defaultMessage: 'Partner account unlocked' },
  'partner.verify_email': { id: 'admin-audit.action.partner.verify-email', defaultMessage: 'Partner e-mail marked as verified' },
  'partner.reset_limits': { id: 'admin-audit.action.partner.reset-limits', defaultMessage: 'Partner limits reset' },
  'partner.bank_account_save': { id: 'admin-audit.action.partner.bank-account-save', defaultMessage: 'Partner bank account saved' },
  'partner.bank_account_delete': { id: 'admin-audit.action.partner.bank-account-delete', defaultMessage: 'Partner bank account deleted' },
  'partner.setting_save': { id: 'admin-audit.action.partner.setting-save', defaultMessage: 'Partner setting saved' },
  'partner.setting_delete': { id: 'admin-audit.action.partner.setting-delete', defaultMessage: 'Partner setting deleted' },
  'sub_affiliate.move': { id: 'admin-audit.action.sub-affiliate.move', defaultMessage: 'Sub-affiliate moved' },
  'sub_affiliate.remove': { id: 'admin-audit.action.sub-affiliate.remove', defaultMessage: 'Sub-affiliate removed' },
  'payment.create': { id: 'admin-audit.action.payment.create', defaultMessage: 'Payment created' },
  'payment.update': { id: 'admin-audit.action.payment.update', defaultMessage: 'Payment changed' },
  'payment.delete': { id: 'admin-audit.action.payment.delete', defaultMessage: 'Payment deleted' },
  'payment.approve': { id: 'admin-audit.action.payment.approve', defaultMessage: 'Payment approved' },
  'payment.reject': { id: 'admin-audit.action.payment.reject', defaultMessage: 'Payment rejected' },
  'payment.cancel': { id: 'admin-audit.action.payment.cancel', defaultMessage: 'Payment cancelled' },
  'payment.complete': { id: 'admin-audit.action.payment.complete', defaultMessage: 'Payment completed' },
  'payment.reverse': { id: 'admin-audit.action.payment.reverse', defaultMessage: 'Payment reversed' },
  'payment.retry': { id: 'admin-audit.action.payment.retry', defaultMessage: 'Payment retried' },
  'payment.request_invoice': { id: 'admin-audit.action.payment.request-invoice', defaultMessage: 'Invoice requested for a payment' },
  'payment.analyze': { id: 'admin-audit.action.payment.analyze', defaultMessage: 'Payment sent to analysis' },
  'business.update': { id: 'admin-audit.action.business.update', defaultMessage: 'Business changed' },
  'business.delete': { id: 'admin-audit.action.business.delete', defaultMessage: 'Business deleted' },
  'business.approve': { id: 'admin-audit.action.business.approve', defaultMessage: 'Business approved' },
  'business.reject': { id: 'admin-audit.action.business.reject', defaultMessage: 'Business rejected' },
  'demo_balance.approve': { id: 'admin-audit.action.demo-balance.approve', defaultMessage: 'Demo balance approved' },
  'demo_balance.decline': { id: 'admin-audit.action.demo-balance.decline', defaultMessage: 'Demo balance declined' },
  'export.csv': { id: 'admin-audit.action.export.csv', defaultMessage: 'CSV exported' },
  'export.legacy': { id: 'admin-audit.action.export.legacy', defaultMessage: 'Legacy data exported' },
  'export.sub_affiliates': { id: 'admin-audit.action.export.sub-affiliates', defaultMessage: 'Sub-affiliates exported' },
  'export.audit_log': { id: 'admin-audit.action.export.audit-log', defaultMessage: 'Audit log exported' },
  'security_policy.update': { id: 'admin-audit.action.security-policy.update', defaultMessage: 'Two-factor rule changed' },
  'cron.run': { id: 'admin-audit.action.cron.run', defaultMessage: 'Scheduled job run' },
  'creative.create': { id: 'admin-audit.action.creative.create', defaultMessage: 'Creative created' },
  'creative.update': { id: 'admin-audit.action.creative.update', defaultMessage: 'Creative changed' },
  'creative.publish': { id: 'admin-audit.action.creative.publish', defaultMessage: 'Creative published' },
  'creative.override': { id: 'admin-audit.action.creative.override', defaultMessage: 'Creative published despite compliance findings' },
  'creative.retire': { id: 'admin-audit.action.creative.retire', defaultMessage: 'Creative retired' },
  'privacy_request.reply': { id: 'admin-audit.action.privacy-request.reply', defaultMessage: 'LGPD request answered' },
});

/** The label of an action; an unknown code (a newer API than this app) is shown as it came. */
export function auditActionLabel(intl: IntlShape, action: string): string {
  return Object.hasOwn(auditActionLabels, action) ? intl.formatMessage(auditActionLabels[action as AuditAction]) : action;
}
