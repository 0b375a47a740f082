// A payment's details, shown when its row is opened: the partner's e-mail, the PIX key paid,
// the reason of the last admin change, whether an invoice was sent, and the provider's answers.
import { SimpleGrid } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Payment } from '@/api/generated/model/payment';
import { LabeledValue, type LabeledValueProps } from '@/components/data/labeled-value';
import { usePixKeyText } from '@/components/data/pix-key';
import { formatDateTime } from '@/lib/dates';
import { adminPaymentsMessages as m } from '../messages';

const Item = (props: Pick<LabeledValueProps, 'label' | 'children'>) => <LabeledValue size="sm" wrap="anywhere" {...props} />;

export function PaymentRowDetails({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const { keyText } = usePixKeyText();
  const none = intl.formatMessage(m.none);
  const last = payment.PagfastResponses.at(-1);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} p="sm" data-testid={`payment-details-${payment.ID}`}>
      <Item label={m.detailEmail}>{payment.Affiliate.Email}</Item>
      <Item label={m.detailPix}>{payment.PixKey ? keyText(payment.PixKeyType, payment.PixKey) : none}</Item>
      <Item label={m.detailReason}>{payment.Reason ?? none}</Item>
      <Item label={m.detailInvoice}>{payment.InvoiceFileID ? intl.formatMessage(m.invoiceYes) : none}</Item>
      <Item label={m.detailProvider}>
        {last
          ? [last.transactionState ?? last.state, last.stateErrorCause, formatDateTime(last.transactionDate ?? last.date)]
              .filter(Boolean)
              .join(' · ')
          : none}
      </Item>
    </SimpleGrid>
  );
}
