// payment-manage (`?modal=payment-manage&paymentId=…`): one payment of the partner (generated
// getPayment; 404 → not found), its provider responses as a timeline, the invoice, and "Send
// invoice" (opens paymen-send-invoice) while the payment waits for one.
import type { ReactNode } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PaymentModal } from '@/components/data/payment-modal';
import { getMedia } from '@/api/generated/endpoints/media/media';
import { useGetPayment } from '@/api/generated/endpoints/payments/payments';
import type { Payment } from '@/api/generated/model/payment';
import { LabeledValue } from '@/components/data/labeled-value';
import { Money } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { QueryError } from '@/components/data/query-state';
import { ModalActions } from '@/components/form/modal-actions';
import { withModal } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { formatPixKey } from '@/lib/pix-key';
import { categoryMessages, manageMessages as m, pixTypeMessages, walletMessages } from '../messages';
import { PagfastResponses } from './pagfast-responses';

export function PaymentManageModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <PaymentModal onClose={onClose} size="lg" title={(id) => intl.formatMessage(m.title, { id })} badId={intl.formatMessage(m.badId)}>
      {(paymentId) => <PaymentDetails paymentId={paymentId} onClose={onClose} />}
    </PaymentModal>
  );
}

function PaymentDetails({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const intl = useIntl();
  const query = useGetPayment(paymentId);
  if (query.isPending)
    return (
      <Text c="dimmed" role="status">
        …
      </Text>
    );
  if (query.isError) {
    if (query.error.status === 404)
      return (
        <Stack>
          <Text role="alert">{intl.formatMessage(m.notFound)}</Text>
          <ModalActions cancelLabel={intl.formatMessage(m.close)} onCancel={onClose} />
        </Stack>
      );
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Details payment={query.data} onClose={onClose} />;
}

function Details({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const waiting = payment.Status === 'Waiting_NF';
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(walletMessages.colAmount), <Money key="a" value={payment.Amount} />],
    [intl.formatMessage(walletMessages.colStatus), <PaymentStatusBadge key="s" status={payment.Status} />],
    [intl.formatMessage(walletMessages.colCategory), intl.formatMessage(categoryMessages[payment.Category])],
    [intl.formatMessage(m.created), formatDateTime(payment.CreatedAt)],
    [intl.formatMessage(m.updated), formatDateTime(payment.UpdatedAt)],
  ];
  if (payment.PixKey) {
    const type = payment.PixKeyType ? `${intl.formatMessage(pixTypeMessages[payment.PixKeyType])} · ` : '';
    rows.push([intl.formatMessage(m.pixKey), `${type}${formatPixKey(payment.PixKeyType, payment.PixKey)}`]);
  }
  if (payment.Reason) rows.push([intl.formatMessage(m.reason), payment.Reason]);
  const invoice = payment.InvoiceFileID;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {rows.map(([label, value]) => (
          <LabeledValue key={label} label={label} labelSize="sm" fw={500} block wrap="break-all">
            {value}
          </LabeledValue>
        ))}
        <LabeledValue label={m.invoice} labelSize="sm" fw={500} block data-testid="invoice-status">
          {invoice && /^[A-Za-z0-9_-]+$/.test(invoice) ? (
            <Button size="compact-sm" variant="light" onClick={() => void openInvoice(invoice)}>
              {intl.formatMessage(m.openInvoice)}
            </Button>
          ) : (
            intl.formatMessage(waiting ? m.invoiceWaiting : m.invoiceNone)
          )}
        </LabeledValue>
      </SimpleGrid>
      <Title order={3} size="h5">
        {intl.formatMessage(m.timeline)}
      </Title>
      <PagfastResponses responses={payment.PagfastResponses} />
      <ModalActions cancelLabel={intl.formatMessage(m.close)} onCancel={onClose}>
        {waiting ? (
          <Button onClick={() => setSearchParams((prev) => withModal(prev, 'paymen-send-invoice', { paymentId: payment.ID }))}>
            {intl.formatMessage(m.sendInvoice)}
          </Button>
        ) : null}
      </ModalActions>
    </Stack>
  );
}

/** The file needs the bearer token, so it is fetched (generated getMedia) and opened as a blob. */
async function openInvoice(mediaId: string): Promise<void> {
  try {
    const blob = await getMedia(mediaId);
    const url = URL.createObjectURL(blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    notifyError(error);
  }
}
