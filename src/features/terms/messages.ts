// Messages of the guide (video and the two terms documents).
import { defineMessages } from '@/i18n/define-messages';

export const termsMessages = defineMessages({
  guideTitle: { id: 'terms.guide.title', defaultMessage: 'Guide' },
  guideIntro: {
    id: 'terms.guide.intro',
    defaultMessage: 'How the partner programme works, and the rules every promotion has to follow.',
  },
  videoTitle: { id: 'terms.guide.video-title', defaultMessage: 'Guide video of the partner programme' },
  videoUnavailable: {
    id: 'terms.guide.video-unavailable',
    defaultMessage: 'The guide video is not available right now. The documents below have the same rules in writing.',
  },
  videoFailed: {
    id: 'terms.guide.video-failed',
    defaultMessage: 'The guide video could not be loaded. Try opening it in a new tab, or read the documents below.',
  },
  videoOpen: { id: 'terms.guide.video-open', defaultMessage: 'Open the video in a new tab' },
  documents: { id: 'terms.documents.title', defaultMessage: 'Terms documents' },
  guidelines: { id: 'terms.documents.guidelines', defaultMessage: 'Promotion guidelines (PDF)' },
  termsOfUse: { id: 'terms.documents.terms-of-use', defaultMessage: 'Terms and conditions of the programme (PDF)' },
  newTab: { id: 'terms.documents.new-tab', defaultMessage: 'opens in a new tab' },
});
