// Messages of the stored-document viewer (./document-frame.tsx).
import { defineMessages } from '@/i18n/define-messages';

export const mediaMessages = defineMessages({
  loading: { id: 'media.document.loading', defaultMessage: 'Loading {title}…' },
  open: { id: 'media.document.open', defaultMessage: 'Open' },
  openLabel: { id: 'media.document.open-label', defaultMessage: 'Open {title} in a new tab' },
  download: { id: 'media.document.download', defaultMessage: 'Download' },
  downloadLabel: { id: 'media.document.download-label', defaultMessage: 'Download {title} ({name})' },
  noPreview: { id: 'media.document.no-preview', defaultMessage: '{name} cannot be shown here. Download it to open it.' },
  unreadable: { id: 'media.document.unreadable', defaultMessage: 'This document cannot be shown.' },
  failedTitle: { id: 'media.document.failed-title', defaultMessage: '{title} could not be loaded' },
  notFound: { id: 'media.document.not-found', defaultMessage: 'The file was not found. It may have been removed or replaced.' },
  forbidden: { id: 'media.document.forbidden', defaultMessage: 'You do not have permission to open this file.' },
  network: { id: 'media.document.network', defaultMessage: 'The connection failed. Check your network and try again.' },
  server: { id: 'media.document.server', defaultMessage: 'The server could not send the file. Try again in a moment.' },
  retry: { id: 'media.document.retry', defaultMessage: 'Try again' },
});
