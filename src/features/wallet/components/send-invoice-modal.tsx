// paymen-send-invoice (`?modal=paymen-send-invoice&paymentId=…`, spelled as the spec names it):
// one invoice file for a payment waiting for it. The file is checked here first (one file,
// ≤ 5 MB, word/excel/powerpoint/plain text/pdf, with a type and a size), uploaded with a progress
// bar, then attached. The server's refusals (413, 415, 2006, 2013) have their own messages; the
// chosen file stays chosen after any failure.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { parseIdParam } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { UPLOAD_MAX_MB } from '@/lib/upload-file';
import { useSendInvoice } from '../api/use-send-invoice';
import { INVOICE_TYPES, invoiceFileError, type InvoiceFileError } from '../invoice-file';
import { invoiceMessages as m, manageMessages } from '../messages';
import { payoutCodeMessage } from '../payout-codes';

/** The contract's size limit, quoted by the hint and the size error. */
const SIZE = { maxMb: UPLOAD_MAX_MB };

const fileErrorMessages: Record<InvoiceFileError, MessageDescriptor> = {
  required: m.required,
  tooMany: m.tooMany,
  empty: m.empty,
  wrongType: m.wrongType,
  tooLarge: m.tooLarge,
};

export function SendInvoiceModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const paymentId = parseIdParam(searchParams.get('paymentId'));
  return (
    <Modal
      opened
      onClose={onClose}
      title={paymentId ? intl.formatMessage(m.title, { id: paymentId }) : intl.formatMessage(manageMessages.badId)}
    >
      {paymentId ? <InvoiceForm paymentId={paymentId} onClose={onClose} /> : <Text>{intl.formatMessage(manageMessages.badId)}</Text>}
    </Modal>
  );
}

function InvoiceForm({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const intl = useIntl();
  const send = useSendInvoice(paymentId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (files: readonly File[]) => {
    const problem = invoiceFileError(files);
    setError(problem ? intl.formatMessage(fileErrorMessages[problem], SIZE) : null);
    // A refused choice keeps the file chosen before it, if any.
    if (!problem) setFile(files[0] ?? null);
  };

  const submit = async () => {
    const problem = invoiceFileError(file ? [file] : []);
    if (problem || !file) {
      setError(intl.formatMessage(fileErrorMessages[problem ?? 'required'], SIZE));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync(file);
      notifySuccess(intl.formatMessage(m.success));
      onClose();
    } catch (e) {
      const message = serverRefusal(e);
      if (message)
        setError(
          message === 'code' && isApiError(e) && e.code
            ? payoutCodeMessage(intl, e.code)
            : intl.formatMessage(message === 'code' ? m.notWaiting : message, SIZE),
        );
      else notifyError(e);
    }
  };

  return (
    <Stack>
      <Dropzone
        // Every drop at once: the dropzone accepts the first of several files and rejects the
        // rest separately, so only the whole drop can say "too many files".
        onDropAny={(files, rejections: FileRejection[]) => choose([...files, ...rejections.map((r) => r.file)])}
        onDrop={() => undefined}
        accept={INVOICE_TYPES as Record<string, string[]>}
        multiple={false}
        disabled={send.isPending}
        aria-label={intl.formatMessage(m.drop)}
      >
        <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={500} ta="center">
            {intl.formatMessage(m.drop)}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {intl.formatMessage(m.hint, SIZE)}
          </Text>
        </Stack>
      </Dropzone>
      {file ? (
        <Text size="sm" data-testid="invoice-chosen" style={{ wordBreak: 'break-all' }}>
          {intl.formatMessage(m.chosen, {
            name: file.name,
            size: intl.formatNumber(file.size / 1024, { maximumFractionDigits: 0 }) + ' KB',
          })}
        </Text>
      ) : null}
      {send.progress !== null ? (
        <Stack gap={2}>
          <Progress value={send.progress} animated aria-label={intl.formatMessage(m.uploading, { percent: send.progress })} />
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.uploading, { percent: send.progress })}
          </Text>
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="invoice-error">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button onClick={() => void submit()} loading={send.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Group>
    </Stack>
  );
}

/** Which message a server refusal gets: the file rules (413, 415), a payout code, or none. */
function serverRefusal(error: unknown): MessageDescriptor | 'code' | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  if (error.status === 413 || error.reason === 'file_too_large') return m.tooLarge;
  if (error.status === 415 || error.reason === 'file_type_not_allowed') return m.wrongType;
  if (error.code !== undefined) return 'code';
  return null;
}
