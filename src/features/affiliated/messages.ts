// The sub-affiliates page's texts.
import { defineMessages } from '@/i18n/define-messages';

export const affiliatedMessages = defineMessages({
  title: { id: 'affiliated.title', defaultMessage: 'Sub-affiliates' },
  intro: {
    id: 'affiliated.intro',
    defaultMessage:
      'Partners who sign up with your invite link become your sub-affiliates, and part of their commission goes to your sub-balance.',
  },
  inviteTitle: { id: 'affiliated.invite.title', defaultMessage: 'Your invite link' },
  inviteLabel: { id: 'affiliated.invite.label', defaultMessage: 'Invite link' },
  copy: { id: 'affiliated.invite.copy', defaultMessage: 'Copy link' },
  copied: { id: 'affiliated.invite.copied', defaultMessage: 'Copied' },
  summaryTitle: { id: 'affiliated.summary.title', defaultMessage: 'Commission from sub-affiliates' },
  period: { id: 'affiliated.summary.period', defaultMessage: 'From {since} to {until}' },
  commission: { id: 'affiliated.summary.commission', defaultMessage: 'Commission in the period' },
  earning: { id: 'affiliated.summary.earning', defaultMessage: 'Sub-affiliates' },
  subBalance: { id: 'affiliated.summary.sub-balance', defaultMessage: 'Sub-balance' },
  listTitle: { id: 'affiliated.list.title', defaultMessage: 'Your sub-affiliates' },
  empty: {
    id: 'affiliated.list.empty',
    defaultMessage: 'You have no sub-affiliates yet. Share your invite link to bring partners in.',
  },
  search: { id: 'affiliated.list.search', defaultMessage: 'Search by name, username or e-mail' },
  colUser: { id: 'affiliated.list.username', defaultMessage: 'Username' },
  colName: { id: 'affiliated.list.name', defaultMessage: 'Name' },
  colStatus: { id: 'affiliated.list.status', defaultMessage: 'Status' },
  colSince: { id: 'affiliated.list.since', defaultMessage: 'Joined' },
  colRegistrations: { id: 'affiliated.list.registrations', defaultMessage: 'Registrations' },
  colFtd: { id: 'affiliated.list.ftd', defaultMessage: 'FTD' },
  colQftd: { id: 'affiliated.list.qftd', defaultMessage: 'QFTD' },
  colCommission: { id: 'affiliated.list.commission', defaultMessage: 'Commission' },
  statusActive: { id: 'affiliated.status.active', defaultMessage: 'Active' },
  statusUnderReview: { id: 'affiliated.status.under-review', defaultMessage: 'Under review' },
  statusNotApproved: { id: 'affiliated.status.not-approved', defaultMessage: 'Not approved' },
  statusBanned: { id: 'affiliated.status.banned', defaultMessage: 'Banned' },
});
