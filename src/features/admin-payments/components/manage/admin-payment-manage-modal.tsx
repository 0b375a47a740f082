// payment-manage for an admin (`?modal=payment-manage&paymentId=…` on the admin payments page):
// the payment (generated adminGetPayment), the partner's risk figures, the provider's responses
// as a timeline, the invoice viewed in place (the shared document viewer) and the actions
// its status allows for this user; a company payment's NFS-e data beside the document (issue 19.1). 404 and 403 are said plainly. The timeline component is the
// partner's own (wallet), handed in by the app so this feature does not import another one.
import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PaymentModal } from '@/components/data/payment-modal';
import { isApiError } from '@/api/api-error';
import { useAdminGetPayment } from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { PagfastResponse } from '@/api/generated/model/pagfastResponse';
import type { Payment } from '@/api/generated/model/payment';
import { Money } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { usePixKeyText } from '@/components/data/pix-key';
import { QueryError } from '@/components/data/query-state';
import { DetailSection } from '@/components/data/detail-section';
import { ModalActions } from '@/components/form/modal-actions';
import { DocumentFrame } from '@/components/media/document-frame';
import { partnerPath } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { categoryLabels } from '../payment-enums';
import { manageMessages as m } from './manage-messages';
import { DetailItem, NfseDetails } from './nfse-details';
import { PaymentActions } from './payment-actions';
import { PaymentRisk } from './payment-risk';

export interface AdminPaymentManageProps {
  onClose: () => void;
  /** Draws the provider's responses (the app passes the partner-facing timeline). */
  renderResponses: (responses: readonly PagfastResponse[]) => ReactNode;
}

export function AdminPaymentManageModal({ onClose, renderResponses }: AdminPaymentManageProps) {
  const intl = useIntl();
  return (
    <PaymentModal onClose={onClose} size="xl" title={(id) => intl.formatMessage(m.title, { id })} badId={intl.formatMessage(m.badId)}>
      {(paymentId) => <Body paymentId={paymentId} onClose={onClose} renderResponses={renderResponses} />}
    </PaymentModal>
  );
}

function Body({ paymentId, onClose, renderResponses }: AdminPaymentManageProps & { paymentId: number }) {
  const intl = useIntl();
  const query = useAdminGetPayment(paymentId, { query: { retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2 } });
  if (query.isPending)
    return (
      <Center py="xl" role="status">
        <Loader size="sm" role="img" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (query.isError) {
    const status = query.error.status;
    if (status === 404 || status === 403)
      return (
        <Stack>
          <Alert color={status === 403 ? 'red' : 'orange'} role="alert">
            {intl.formatMessage(status === 403 ? m.forbidden : m.notFound)}
          </Alert>
          <ModalActions cancelLabel={intl.formatMessage(m.close)} onCancel={onClose} />
        </Stack>
      );
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const payment = query.data;
  return (
    <Stack gap="md">
      <Details payment={payment} />
      {payment.Status === 'Analyzing' && (
        <Alert color="violet" role="status">
          {intl.formatMessage(m.underAnalysis)}
        </Alert>
      )}
      <PaymentActions payment={payment} />
      <Divider />
      <PaymentRisk data={payment.Affiliate.AffiliateData} />
      <Divider />
      <DetailSection id="payment-timeline-title" title={intl.formatMessage(m.timeline)}>
        {renderResponses(payment.PagfastResponses)}
      </DetailSection>
      <Divider />
      {payment.Category === 'business' || payment.Category === 'business_sb' ? <NfseDetails nfse={payment.Nfse} /> : null}
      <DocumentFrame
        mediaId={payment.InvoiceFileID}
        title={intl.formatMessage(m.invoice)}
        missingText={intl.formatMessage(m.invoiceMissing)}
      />
      <ModalActions cancelLabel={intl.formatMessage(m.close)} onCancel={onClose} />
    </Stack>
  );
}

function Details({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const { keyText } = usePixKeyText();
  const none = intl.formatMessage(m.none);
  return (
    // As many columns of at least 11rem as fit: four in the wide modal, one on a phone, where two
    // narrow columns let the status badge ("nota fiscal enviada") run over the category beside it.
    <Box
      aria-label={intl.formatMessage(m.details)}
      data-testid="payment-manage-details"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      <DetailItem label={m.partner}>
        <Anchor component={Link} to={partnerPath(payment.Affiliate.ID)} size="sm">
          {payment.Affiliate.Username}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {payment.Affiliate.Email}
        </Text>
      </DetailItem>
      <DetailItem label={m.amount}>
        <Money value={payment.Amount} />
      </DetailItem>
      <DetailItem label={m.status}>
        <span data-testid="payment-manage-status" data-status={payment.Status}>
          <PaymentStatusBadge status={payment.Status} />
        </span>
      </DetailItem>
      <DetailItem label={m.category}>{intl.formatMessage(categoryLabels[payment.Category])}</DetailItem>
      <DetailItem label={m.created}>{formatDateTime(payment.CreatedAt)}</DetailItem>
      <DetailItem label={m.updated}>{formatDateTime(payment.UpdatedAt)}</DetailItem>
      <DetailItem label={m.pix}>{payment.PixKey ? keyText(payment.PixKeyType, payment.PixKey) : none}</DetailItem>
      <DetailItem label={m.reason}>{payment.Reason ?? none}</DetailItem>
    </Box>
  );
}
