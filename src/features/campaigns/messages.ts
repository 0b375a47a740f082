// The campaigns pages' and the campaign-create modal's texts.
import { defineMessages } from '@/i18n/define-messages';

export const campaignMessages = defineMessages({
  title: { id: 'campaigns.title', defaultMessage: 'Campaigns' },
  usage: { id: 'campaigns.usage', defaultMessage: '{current}/{max} campaigns' },
  usageLabel: { id: 'campaigns.usage-label', defaultMessage: 'Campaigns used' },
  newCampaign: { id: 'campaigns.new', defaultMessage: 'New campaign' },
  limitReached: {
    id: 'campaigns.limit-reached',
    defaultMessage: 'You have reached the maximum of {max} campaigns. Delete one to create another.',
  },
  empty: { id: 'campaigns.empty', defaultMessage: 'You have no campaigns yet. Create one to get your tracking link.' },
  createdAt: { id: 'campaigns.created-at', defaultMessage: 'Created on {date}' },
  noDescription: { id: 'campaigns.no-description', defaultMessage: 'No description' },
  trackingLink: { id: 'campaigns.tracking-link', defaultMessage: 'Tracking link' },
  copy: { id: 'campaigns.copy', defaultMessage: 'Copy link' },
  copied: { id: 'campaigns.copied', defaultMessage: 'Copied' },
  open: { id: 'campaigns.open', defaultMessage: 'Details' },
  openLabel: { id: 'campaigns.open-label', defaultMessage: 'Details of {name}' },
  // create modal
  createTitle: { id: 'campaigns.create.title', defaultMessage: 'New campaign' },
  name: { id: 'campaigns.create.name', defaultMessage: 'Name' },
  nameHint: {
    id: 'campaigns.create.name-hint',
    defaultMessage: '{min} to {max} characters: letters A-Z, digits and hyphens. Spaces become hyphens.',
  },
  description: { id: 'campaigns.create.description', defaultMessage: 'Description' },
  descriptionHint: { id: 'campaigns.create.description-hint', defaultMessage: '{count}/{max} characters' },
  nameFormat: { id: 'campaigns.create.error.name-format', defaultMessage: 'Use only letters A-Z, digits and hyphens.' },
  limitError: {
    id: 'campaigns.create.error.limit',
    defaultMessage: 'Maximum campaigns reached. Delete a campaign before creating another.',
  },
  submit: { id: 'campaigns.create.submit', defaultMessage: 'Create campaign' },
  cancel: { id: 'campaigns.create.cancel', defaultMessage: 'Cancel' },
  created: { id: 'campaigns.create.success', defaultMessage: 'Campaign {name} created.' },
  // detail
  back: { id: 'campaigns.detail.back', defaultMessage: 'All campaigns' },
  code: { id: 'campaigns.detail.code', defaultMessage: 'Tracking code' },
  qrLabel: { id: 'campaigns.detail.qr-label', defaultMessage: 'QR code of the tracking link of {name}' },
  qrDownload: { id: 'campaigns.detail.qr-download', defaultMessage: 'Download QR code' },
  qrError: { id: 'campaigns.detail.qr-error', defaultMessage: 'The QR code could not be drawn.' },
  figures: { id: 'campaigns.detail.figures', defaultMessage: 'Last {days} days' },
  chartLabel: { id: 'campaigns.detail.chart-label', defaultMessage: 'Registrations, FTD, QFTD and commission of {name} per day' },
  noFigures: { id: 'campaigns.detail.no-figures', defaultMessage: 'No activity on this campaign in the period.' },
  registrations: { id: 'campaigns.detail.registrations', defaultMessage: 'Registrations' },
  ftd: { id: 'campaigns.detail.ftd', defaultMessage: 'FTD' },
  qftd: { id: 'campaigns.detail.qftd', defaultMessage: 'QFTD' },
  commission: { id: 'campaigns.detail.commission', defaultMessage: 'Commission' },
  delete: { id: 'campaigns.detail.delete', defaultMessage: 'Delete campaign' },
  deleteTitle: { id: 'campaigns.detail.delete-title', defaultMessage: 'Delete {name}?' },
  deleteBody: {
    id: 'campaigns.detail.delete-body',
    defaultMessage: 'The tracking link stops counting new players. Past figures stay in your reports. This cannot be undone.',
  },
  deleteConfirm: { id: 'campaigns.detail.delete-confirm', defaultMessage: 'Delete' },
  deleted: { id: 'campaigns.detail.deleted', defaultMessage: 'Campaign {name} deleted.' },
});
