// One business document (CNPJ card, social contract) viewed in place: a sandboxed frame on the
// media URL (PDFs inline, images as images — the server sets the type). No scripts run in it.
import { Paper, Stack, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { businessMessages as m } from '../messages';
import { mediaFrameUrl } from './media-url';

export function DocumentFrame({ mediaId, label }: { mediaId: string | null; label: MessageDescriptor }) {
  const intl = useIntl();
  const title = intl.formatMessage(label);
  const src = mediaFrameUrl(mediaId);
  return (
    <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {src ? (
        <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
          <iframe
            src={src}
            title={title}
            sandbox=""
            referrerPolicy="no-referrer"
            loading="lazy"
            style={{ display: 'block', width: '100%', height: 360, border: 0 }}
          />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(mediaId ? m.docUnreadable : m.docMissing)}
        </Text>
      )}
    </Stack>
  );
}
