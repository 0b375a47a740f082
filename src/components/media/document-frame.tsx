// A stored document (CNPJ card, social contract, …) viewed in place: a sandboxed frame on the
// media URL with the token in the query (PDFs inline, images as images — the server sets the
// type). No scripts run in it and no referrer leaves. The texts come translated from the caller.
import { Paper, Stack, Text } from '@mantine/core';
import { mediaFrameUrl } from '@/lib/media-url';

interface DocumentFrameProps {
  mediaId: string | null;
  title: string;
  /** Shown when no document was sent. */
  missingText: string;
  /** Shown when the id is malformed or there is no token to read it with. */
  unreadableText: string;
  height?: number;
}

export function DocumentFrame({ mediaId, title, missingText, unreadableText, height = 360 }: DocumentFrameProps) {
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
            style={{ display: 'block', width: '100%', height, border: 0 }}
          />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {mediaId ? unreadableText : missingText}
        </Text>
      )}
    </Stack>
  );
}
