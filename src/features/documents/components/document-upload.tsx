// One business document (CNPJ card or social contract): a dropzone (keyboard: focus and press
// Enter), the client checks (one file, ≤ 5 MB, an allowed type, not empty), the upload through
// the media call with a progress bar, then the stored file viewable in place in the shared
// sandboxed frame. The server's 413/415 get their own message; a failed upload keeps the
// document that was there before.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { DropPrompt, UploadProgress } from '@/components/form/file-drop';
import { DocumentFrame } from '@/components/media/document-frame';
import { notifyError } from '@/lib/notify';
import { BUSINESS_DOCUMENT_TYPES, UPLOAD_MAX_MB, uploadFileError } from '@/lib/upload-file';
import { uploadWithProgress } from '@/lib/upload-media';
import { uploadMessages as m } from '../messages';

/** The contract's size limit, quoted by the hint and the size error (a file check's code names its message in `m`). */
const SIZE = { maxMb: UPLOAD_MAX_MB };

interface Props {
  label: string;
  mediaId: string;
  onUploaded: (fileId: string) => void;
  /** The form's message for this document (required, server refusal). */
  error?: string;
  disabled?: boolean;
  testId: string;
}

export function DocumentUpload({ label, mediaId, onUploaded, error, disabled, testId }: Props) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [viewing, setViewing] = useState(false);

  const choose = async (files: readonly File[]) => {
    const refused = uploadFileError(files, BUSINESS_DOCUMENT_TYPES);
    if (refused) {
      setProblem(intl.formatMessage(m[refused], SIZE));
      return;
    }
    const file = files[0] as File;
    setProblem(null);
    try {
      const fileId = await uploadWithProgress(file, 'business-document', setProgress);
      setUploadedName(file.name);
      setViewing(false);
      onUploaded(fileId);
    } catch (e) {
      if (isApiError(e) && (e.status === 413 || e.reason === 'file_too_large')) setProblem(intl.formatMessage(m.tooLarge, SIZE));
      else if (isApiError(e) && (e.status === 415 || e.reason === 'file_type_not_allowed')) setProblem(intl.formatMessage(m.wrongType));
      else {
        notifyError(e);
        setProblem(intl.formatMessage(m.failed));
      }
    } finally {
      setProgress(null);
    }
  };

  const shown = problem ?? error;
  const uploading = progress !== null;
  return (
    <Stack gap="xs" data-testid={testId} style={{ flex: '1 1 280px', minWidth: 0 }}>
      <Text fw={600} size="sm" component="h4" m={0}>
        {label}
      </Text>
      {!disabled && (
        <Dropzone
          // Every drop at once: the dropzone accepts the first of several files and rejects the
          // rest separately, so only the whole drop can say "too many files".
          onDropAny={(files, rejections: FileRejection[]) => void choose([...files, ...rejections.map((r) => r.file)])}
          onDrop={() => undefined}
          accept={BUSINESS_DOCUMENT_TYPES as Record<string, string[]>}
          multiple={false}
          loading={uploading}
          disabled={uploading}
          aria-label={intl.formatMessage(m.dropLabel, { document: label })}
          style={shown ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <DropPrompt title={intl.formatMessage(m.drop)} hint={intl.formatMessage(m.hint, SIZE)} compact />
        </Dropzone>
      )}
      {uploading && <UploadProgress percent={progress} label={intl.formatMessage(m.uploading, { percent: progress })} />}
      {shown && (
        <Alert color="red" role="alert" p="xs">
          <Text size="sm">{shown}</Text>
        </Alert>
      )}
      {mediaId ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {uploadedName ? intl.formatMessage(m.uploaded, { name: uploadedName }) : intl.formatMessage(m.stored)}
          </Text>
          <Button size="xs" variant="light" onClick={() => setViewing((v) => !v)} aria-expanded={viewing}>
            {intl.formatMessage(viewing ? m.hide : m.view, { document: label })}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.missing)}
        </Text>
      )}
      {mediaId && viewing && (
        <DocumentFrame
          key={mediaId}
          mediaId={mediaId}
          title={label}
          missingText={intl.formatMessage(m.missing)}
          unreadableText={intl.formatMessage(m.unreadable)}
        />
      )}
    </Stack>
  );
}
