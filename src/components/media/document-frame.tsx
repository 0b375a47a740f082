// A stored document (CNPJ card, social contract, invoice, …) viewed in place, for the admin's
// business and payment modals and the partner's documents page alike. The file is fetched with
// the bearer token in a header (./use-stored-file.ts) and shown from an object URL: a PDF in a
// frame (Chromium's viewer does not run in a sandboxed frame; the blob is typed application/pdf by
// the page, so nothing else can render there), an image as an image, any other type as a
// download only. Open and Download links use the same object URL; the download is named after
// the file. 404, 403, a server error or a failed connection are said in words, with a retry.
// The caller gives the translated title and the text for "not sent".
import { Alert, Anchor, Button, Center, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import { isMediaId } from '@/lib/media-url';
import { mediaMessages as m } from './messages';
import { useObjectUrl, useStoredFile, type StoredFile } from './use-stored-file';

interface DocumentFrameProps {
  mediaId: string | null;
  title: string;
  /** Shown when no document was sent. */
  missingText: string;
  /** Shown when the id is malformed (default: "This document cannot be shown."). */
  unreadableText?: string;
  height?: number;
}

export function DocumentFrame({ mediaId, title, missingText, unreadableText, height = 360 }: DocumentFrameProps) {
  const intl = useIntl();
  const body = !mediaId ? (
    <Text size="sm" c="dimmed">
      {missingText}
    </Text>
  ) : !isMediaId(mediaId) ? (
    <Text size="sm" c="dimmed">
      {unreadableText ?? intl.formatMessage(m.unreadable)}
    </Text>
  ) : (
    <StoredDocument mediaId={mediaId} title={title} height={height} />
  );
  return (
    <Stack gap={4} miw={0} data-testid="document-frame">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {body}
    </Stack>
  );
}

function StoredDocument({ mediaId, title, height }: { mediaId: string; title: string; height: number }) {
  const intl = useIntl();
  const query = useStoredFile(mediaId);
  const url = useObjectUrl(query.data?.blob);
  if (query.isError)
    return <LoadError error={query.error} title={title} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (!query.data || !url)
    return (
      <Center h={height} role="status">
        <Loader size="sm" role="img" aria-label={intl.formatMessage(m.loading, { title })} />
      </Center>
    );
  return <Loaded file={query.data} url={url} title={title} height={height} />;
}

function Loaded({ file, url, title, height }: { file: StoredFile; url: string; title: string; height: number }) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <Group gap="md" wrap="wrap">
        {file.kind !== 'other' && (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={intl.formatMessage(m.openLabel, { title })}>
            {intl.formatMessage(m.open)}
          </Anchor>
        )}
        <Anchor href={url} download={file.name} size="sm" aria-label={intl.formatMessage(m.downloadLabel, { title, name: file.name })}>
          {intl.formatMessage(m.download)}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
      </Group>
      {file.kind === 'other' ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noPreview, { name: file.name })}
        </Text>
      ) : (
        <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
          {file.kind === 'pdf' ? (
            <iframe src={url} title={title} referrerPolicy="no-referrer" style={{ display: 'block', width: '100%', height, border: 0 }} />
          ) : (
            <Image src={url} alt={title} mah={height} fit="contain" />
          )}
        </Paper>
      )}
    </Stack>
  );
}

function LoadError({ error, title, retrying, onRetry }: { error: ApiError; title: string; retrying: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const detail =
    error.kind === 'network' || error.kind === 'timeout'
      ? m.network
      : error.status === 404
        ? m.notFound
        : error.status === 403
          ? m.forbidden
          : m.server;
  return (
    <Alert color="red" role="alert" title={intl.formatMessage(m.failedTitle, { title })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage(detail)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}
