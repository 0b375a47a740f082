// The affiliates' creatives pages (issue 18): the library, the copy modal and "check my own text".
import { defineMessages } from '@/i18n/define-messages';

export const libraryMessages = defineMessages({
  title: { id: 'creatives.library.title', defaultMessage: 'Creatives' },
  intro: {
    id: 'creatives.library.intro',
    defaultMessage:
      'Banners and texts approved for your campaigns. Preview one at its real size and copy its tracked link, HTML or QR code: every copy carries the required marks.',
  },
  checkLink: { id: 'creatives.library.check-link', defaultMessage: 'Check my own text' },
  filterKind: { id: 'creatives.library.filter-kind', defaultMessage: 'Type' },
  filterLanguage: { id: 'creatives.library.filter-language', defaultMessage: 'Language' },
  filterCountry: { id: 'creatives.library.filter-country', defaultMessage: 'Market' },
  filterCampaignType: { id: 'creatives.library.filter-campaign-type', defaultMessage: 'Campaign type' },
  filterSize: { id: 'creatives.library.filter-size', defaultMessage: 'Banner size' },
  any: { id: 'creatives.library.any', defaultMessage: 'Any' },
  search: { id: 'creatives.library.search', defaultMessage: 'Search' },
  searchHint: { id: 'creatives.library.search-hint', defaultMessage: 'Words in the name or the text' },
  sort: { id: 'creatives.library.sort', defaultMessage: 'Sort by' },
  sortNewest: { id: 'creatives.library.sort-newest', defaultMessage: 'Newest first' },
  sortOldest: { id: 'creatives.library.sort-oldest', defaultMessage: 'Oldest first' },
  sortName: { id: 'creatives.library.sort-name', defaultMessage: 'Name (A–Z)' },
  total: { id: 'creatives.library.total', defaultMessage: '{count, plural, one {# creative} other {# creatives}}' },
  empty: { id: 'creatives.library.empty', defaultMessage: 'No creative matches these filters.' },
  clear: { id: 'creatives.library.clear', defaultMessage: 'Clear the filters' },
  use: { id: 'creatives.library.use', defaultMessage: 'Preview and copy' },
  useLabel: { id: 'creatives.library.use-label', defaultMessage: 'Preview and copy {name}' },
  published: { id: 'creatives.library.published', defaultMessage: 'Published on {date}' },
  sizeLabel: { id: 'creatives.library.size-label', defaultMessage: '{name} · {size}' },
});

export const copyMessages = defineMessages({
  badId: { id: 'creatives.copy.bad-id', defaultMessage: 'This creative does not exist or is no longer offered.' },
  close: { id: 'creatives.copy.close', defaultMessage: 'Close' },
  preview: { id: 'creatives.copy.preview', defaultMessage: 'Preview at real size' },
  campaign: { id: 'creatives.copy.campaign', defaultMessage: 'For which campaign?' },
  campaignHint: { id: 'creatives.copy.campaign-hint', defaultMessage: 'The link carries the campaign’s tracking code.' },
  noCampaigns: { id: 'creatives.copy.no-campaigns', defaultMessage: 'You have no campaign yet. Create one to get a tracked link.' },
  toCampaigns: { id: 'creatives.copy.to-campaigns', defaultMessage: 'Go to my campaigns' },
  chooseCampaign: { id: 'creatives.copy.choose-campaign', defaultMessage: 'Choose a campaign to get the link, the HTML and the QR code.' },
  refused: {
    id: 'creatives.copy.refused',
    defaultMessage: 'This creative does not pass the compliance check at the moment, so it cannot be used. Choose another one.',
  },
  marksNote: { id: 'creatives.copy.marks-note', defaultMessage: 'Required marks, copied with everything: {marks}' },
  linkTitle: { id: 'creatives.copy.link-title', defaultMessage: 'Tracked link' },
  copyLink: { id: 'creatives.copy.copy-link', defaultMessage: 'Copy link with the marks' },
  textTitle: { id: 'creatives.copy.text-title', defaultMessage: 'Text' },
  copyText: { id: 'creatives.copy.copy-text', defaultMessage: 'Copy text and link' },
  htmlTitle: { id: 'creatives.copy.html-title', defaultMessage: 'HTML snippet' },
  htmlHint: {
    id: 'creatives.copy.html-hint',
    defaultMessage: 'Paste it into your site’s HTML. It is shown here as text and never run in the portal.',
  },
  copyHtml: { id: 'creatives.copy.copy-html', defaultMessage: 'Copy HTML' },
  htmlUnavailable: { id: 'creatives.copy.html-unavailable', defaultMessage: 'No HTML can be made from this creative’s addresses.' },
  qrTitle: { id: 'creatives.copy.qr-title', defaultMessage: 'QR code' },
  qrAlt: { id: 'creatives.copy.qr-alt', defaultMessage: 'QR code of the tracked link of {name}, with the required marks' },
  qrError: { id: 'creatives.copy.qr-error', defaultMessage: 'The QR code could not be drawn.' },
  copyQr: { id: 'creatives.copy.copy-qr', defaultMessage: 'Copy QR image' },
  downloadQr: { id: 'creatives.copy.download-qr', defaultMessage: 'Download QR (PNG)' },
  copied: { id: 'creatives.copy.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'creatives.copy.copy-failed', defaultMessage: 'Copying is not available here: select the text and copy it.' },
  overridden: {
    id: 'creatives.copy.overridden',
    defaultMessage: 'Published by the operator after a compliance review.',
  },
});

export const checkMessages = defineMessages({
  title: { id: 'creatives.check.title', defaultMessage: 'Check my own text' },
  intro: {
    id: 'creatives.check.intro',
    defaultMessage:
      'Before you post, check your text (a post, a video script, a caption) and its landing link against the Brazilian advertising rules for betting: the required marks, banned claims and authorised domains.',
  },
  text: { id: 'creatives.check.text', defaultMessage: 'Your text' },
  textHint: { id: 'creatives.check.text-hint', defaultMessage: '{count} of {max} characters' },
  landingUrl: { id: 'creatives.check.landing-url', defaultMessage: 'Landing link (optional)' },
  landingUrlHint: { id: 'creatives.check.landing-url-hint', defaultMessage: 'The address your text sends people to.' },
  fromCampaign: { id: 'creatives.check.from-campaign', defaultMessage: 'Or use one of my campaigns’ links' },
  fromCampaignPlaceholder: { id: 'creatives.check.from-campaign-placeholder', defaultMessage: 'Choose a campaign' },
  submit: { id: 'creatives.check.submit', defaultMessage: 'Check' },
  needOne: { id: 'creatives.check.need-one', defaultMessage: 'Write a text or give a landing link to check.' },
  badUrl: { id: 'creatives.check.bad-url', defaultMessage: 'Enter a full address, starting with https://' },
  stale: { id: 'creatives.check.stale', defaultMessage: 'You changed the text since this check: check again.' },
});
