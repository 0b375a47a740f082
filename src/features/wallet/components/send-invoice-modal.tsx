// paymen-send-invoice (`?modal=paymen-send-invoice&paymentId=…`, spelled as the spec names it):
// one invoice file for a payment waiting for it. The file is checked here first (one file,
// ≤ 5 MB, word/excel/powerpoint/plain text/pdf, with a type and a size), uploaded with a progress
// bar, then attached. The server's refusals (413, 415, 2006, 2013) have their own messages; the
// chosen file stays chosen after any failure. A company payment (issue 19.1) also carries its
// NFS-e data, checked here against the payment and the partner's company before anything is sent
// (nfse-form.ts) and again by the API, whose refusals land at the same fields; nothing typed is lost.
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PaymentModal } from '@/components/data/payment-modal';
import { isApiError } from '@/api/api-error';
import { useGetBusiness } from '@/api/generated/endpoints/business/business';
import { useGetPayment } from '@/api/generated/endpoints/payments/payments';
import type { Payment } from '@/api/generated/model/payment';
import { useMoney } from '@/components/data/money';
import { DropPrompt, UploadProgress } from '@/components/form/file-drop';
import { ModalActions } from '@/components/form/modal-actions';
import { formatBrazilDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { UPLOAD_MAX_MB } from '@/lib/upload-file';
import { useSendInvoice } from '../api/use-send-invoice';
import { INVOICE_TYPES, invoiceFileError } from '../invoice-file';
import { invoiceMessages as m, manageMessages, nfseMessages as n } from '../messages';
import {
  brazilDay,
  emptyNfse,
  NFSE_FIELDS,
  nfseProblems,
  serverNfseProblems,
  toNfseBody,
  type NfseField,
  type NfseProblem,
  type NfseValues,
} from '../nfse-form';
import { payoutCodeMessage } from '../payout-codes';

/** The contract's size limit, quoted by the hint and the size error (a file check's code names its message in `m`). */
const SIZE = { maxMb: UPLOAD_MAX_MB };

export function SendInvoiceModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <PaymentModal onClose={onClose} title={(id) => intl.formatMessage(m.title, { id })} badId={intl.formatMessage(manageMessages.badId)}>
      {(paymentId) => <InvoiceStep paymentId={paymentId} onClose={onClose} />}
    </PaymentModal>
  );
}

/** A company payment's invoice is an NFS-e; a person's is a file only. */
const needsNfse = (payment: Payment) => payment.Category === 'business' || payment.Category === 'business_sb';

function InvoiceStep({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const intl = useIntl();
  const payment = useGetPayment(paymentId);
  const company = needsNfse(payment.data ?? ({ Category: 'person' } as Payment));
  const business = useGetBusiness({ query: { enabled: company, retry: false } });
  if (payment.isPending || (company && business.isPending))
    return (
      <Text c="dimmed" role="status">
        {intl.formatMessage(n.loading)}
      </Text>
    );
  // Without the payment the file alone is sent and the API judges it (a 404 or a code says why).
  const p = payment.data;
  return (
    <InvoiceForm
      paymentId={paymentId}
      onClose={onClose}
      nfse={p && company ? { payment: p, companyCnpj: business.data?.CNPJ ?? null } : null}
    />
  );
}

const NFSE_PROBLEM_MESSAGES: Record<NfseProblem, MessageDescriptor> = {
  required: n.required,
  numberFormat: n.numberFormat,
  codeFormat: n.codeFormat,
  dateFormat: n.dateFormat,
  cnpjInvalid: n.cnpjInvalid,
  serviceFormat: n.serviceFormat,
  amountFormat: n.amountFormat,
  issuerMismatch: n.issuerMismatch,
  amountMismatch: n.amountMismatch,
  beforePayment: n.beforePayment,
  inFuture: n.inFuture,
};

function InvoiceForm({
  paymentId,
  onClose,
  nfse,
}: {
  paymentId: number;
  onClose: () => void;
  nfse: { payment: Payment; companyCnpj: string | null } | null;
}) {
  const intl = useIntl();
  const send = useSendInvoice(paymentId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<NfseValues>(emptyNfse);
  const [problems, setProblems] = useState<Partial<Record<NfseField, NfseProblem>>>({});
  const money = useMoney();
  const amountText = nfse ? money(nfse.payment.Amount) : '';
  const problemText = (field: NfseField) => {
    const problem = problems[field];
    return problem
      ? intl.formatMessage(NFSE_PROBLEM_MESSAGES[problem], {
          amount: amountText,
          date: nfse ? formatBrazilDate(nfse.payment.CreatedAt) : '',
        })
      : undefined;
  };
  const set = (field: NfseField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const choose = (files: readonly File[]) => {
    const problem = invoiceFileError(files);
    setError(problem ? intl.formatMessage(m[problem], SIZE) : null);
    // A refused choice keeps the file chosen before it, if any.
    if (!problem) setFile(files[0] ?? null);
  };

  const submit = async () => {
    const problem = invoiceFileError(file ? [file] : []);
    const found = nfse
      ? nfseProblems(values, {
          companyCnpj: nfse.companyCnpj,
          paymentAmount: nfse.payment.Amount,
          paymentCreatedAt: nfse.payment.CreatedAt,
          now: new Date(),
        })
      : {};
    setProblems(found);
    if (problem || !file) setError(intl.formatMessage(m[problem ?? 'required'], SIZE));
    if (problem || !file || Object.keys(found).length) return;
    setError(null);
    try {
      await send.mutateAsync({ file, nfse: nfse ? toNfseBody(values) : undefined });
      notifySuccess(intl.formatMessage(m.success));
      onClose();
    } catch (e) {
      const atFields = isApiError(e) && e.status === 400 && e.problem?.fields ? serverNfseProblems(e.problem.fields) : {};
      if (Object.keys(atFields).length) {
        setProblems(atFields);
        return;
      }
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
        <DropPrompt title={intl.formatMessage(m.drop)} hint={intl.formatMessage(m.hint, SIZE)} />
      </Dropzone>
      {file ? (
        <Text size="sm" data-testid="invoice-chosen" style={{ wordBreak: 'break-all' }}>
          {intl.formatMessage(m.chosen, {
            name: file.name,
            size: intl.formatNumber(file.size / 1024, { maximumFractionDigits: 0 }) + ' KB',
          })}
        </Text>
      ) : null}
      {nfse ? (
        <Fieldset legend={intl.formatMessage(n.legend)} disabled={send.isPending} data-testid="nfse-fields">
          <Text size="sm" c="dimmed" mb="sm">
            {intl.formatMessage(n.intro, { amount: amountText })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {NFSE_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={intl.formatMessage(n[field])}
                description={field === 'serviceCode' ? intl.formatMessage(n.serviceCodeHint) : undefined}
                type={field === 'issueDate' ? 'date' : 'text'}
                inputMode={field === 'amount' ? 'decimal' : field === 'number' ? 'numeric' : undefined}
                autoComplete="off"
                required
                value={values[field]}
                onChange={set(field)}
                error={problemText(field)}
                max={field === 'issueDate' ? brazilDay(new Date()) : undefined}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ) : null}
      {send.progress !== null ? (
        <UploadProgress percent={send.progress} label={intl.formatMessage(m.uploading, { percent: send.progress })} />
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="invoice-error">
          {error}
        </Alert>
      ) : null}
      <ModalActions cancelLabel={intl.formatMessage(m.cancel)} onCancel={onClose}>
        <Button onClick={() => void submit()} loading={send.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </ModalActions>
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
