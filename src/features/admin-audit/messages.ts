// Messages of the admin audit log page and the two-factor rule (issue 17).
import { defineMessages } from '@/i18n/define-messages';

export const auditMessages = defineMessages({
  title: { id: 'admin-audit.title', defaultMessage: 'Audit log' },
  intro: {
    id: 'admin-audit.intro',
    defaultMessage: 'Every administrator action: who, when, from which IP, on what, the reason given and what changed.',
  },
  actor: { id: 'admin-audit.filter.actor', defaultMessage: 'Administrator' },
  action: { id: 'admin-audit.filter.action', defaultMessage: 'Action' },
  anyAction: { id: 'admin-audit.filter.any-action', defaultMessage: 'Any action' },
  targetType: { id: 'admin-audit.filter.target-type', defaultMessage: 'Target' },
  anyTarget: { id: 'admin-audit.filter.any-target', defaultMessage: 'Any target' },
  targetId: { id: 'admin-audit.filter.target-id', defaultMessage: 'Target ID' },
  since: { id: 'admin-audit.filter.since', defaultMessage: 'From' },
  until: { id: 'admin-audit.filter.until', defaultMessage: 'To' },
  apply: { id: 'admin-audit.filter.apply', defaultMessage: 'Filter' },
  clear: { id: 'admin-audit.filter.clear', defaultMessage: 'Clear' },
  badDates: { id: 'admin-audit.filter.bad-dates', defaultMessage: 'The end date is before the start date.' },
  export: { id: 'admin-audit.export', defaultMessage: 'Export CSV' },
  exportFailed: { id: 'admin-audit.export-failed', defaultMessage: 'The export failed. Try again.' },
  when: { id: 'admin-audit.col.when', defaultMessage: 'When' },
  who: { id: 'admin-audit.col.who', defaultMessage: 'Administrator' },
  what: { id: 'admin-audit.col.what', defaultMessage: 'Action' },
  target: { id: 'admin-audit.col.target', defaultMessage: 'Target' },
  changes: { id: 'admin-audit.col.changes', defaultMessage: 'Reason and changes' },
  reason: { id: 'admin-audit.reason', defaultMessage: 'Reason: {reason}' },
  empty: { id: 'admin-audit.empty', defaultMessage: 'No entries match these filters.' },
  total: { id: 'admin-audit.total', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  loadFailed: { id: 'admin-audit.load-failed', defaultMessage: 'We could not load the audit log.' },
  retry: { id: 'admin-audit.retry', defaultMessage: 'Try again' },
  target_partner: { id: 'admin-audit.target.partner', defaultMessage: 'Partner' },
  target_payment: { id: 'admin-audit.target.payment', defaultMessage: 'Payment' },
  target_business: { id: 'admin-audit.target.business', defaultMessage: 'Business' },
  target_demo_request: { id: 'admin-audit.target.demo-request', defaultMessage: 'Demo balance request' },
  target_export: { id: 'admin-audit.target.export', defaultMessage: 'Export' },
  target_security_policy: { id: 'admin-audit.target.security-policy', defaultMessage: 'Two-factor rule' },
  target_cron_job: { id: 'admin-audit.target.cron-job', defaultMessage: 'Scheduled job' },
  target_privacy_request: { id: 'admin-audit.target.privacy-request', defaultMessage: 'LGPD request' },
});

export const policyMessages = defineMessages({
  title: { id: 'admin-audit.policy.title', defaultMessage: 'Two-factor sign-in rule' },
  admins: { id: 'admin-audit.policy.admins', defaultMessage: 'Require it for administrators' },
  partners: { id: 'admin-audit.policy.partners', defaultMessage: 'Require it for all partners' },
  hint: {
    id: 'admin-audit.policy.hint',
    defaultMessage: 'Who does not have it yet is taken to turn it on at their next sign-in, and can do nothing else until then.',
  },
  saved: { id: 'admin-audit.policy.saved', defaultMessage: 'Two-factor rule saved.' },
  updated: { id: 'admin-audit.policy.updated', defaultMessage: 'Last changed {date} by {name}.' },
});
