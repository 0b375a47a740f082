// One business document (CNPJ card, social contract) viewed in place, through the shared
// sandboxed frame (components/media/document-frame.tsx) with this feature's texts.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DocumentFrame as SharedDocumentFrame } from '@/components/media/document-frame';
import { businessMessages as m } from '../messages';

export function DocumentFrame({ mediaId, label }: { mediaId: string | null; label: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <SharedDocumentFrame
      mediaId={mediaId}
      title={intl.formatMessage(label)}
      missingText={intl.formatMessage(m.docMissing)}
      unreadableText={intl.formatMessage(m.docUnreadable)}
    />
  );
}
