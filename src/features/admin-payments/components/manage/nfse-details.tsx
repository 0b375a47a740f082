// The NFS-e data a partner sent with a company payment's invoice (issue 19.1), shown to the
// administrator beside the document so the two can be compared: number, verification code, issue
// date, issuer CNPJ (formatted, alphanumeric kept), municipal service code, amount, when sent.
import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Nfse } from '@/api/generated/model/nfse';
import { DetailSection } from '@/components/data/detail-section';
import { LabeledValue, type LabeledValueProps } from '@/components/data/labeled-value';
import { Money } from '@/components/data/money';
import { formatCnpj } from '@/lib/br-documents';
import { formatDateTime } from '@/lib/dates';
import dayjs from '@/lib/dayjs';
import { manageMessages as m } from './manage-messages';

/** One labelled value of the payment's details (the modal's grid and the NFS-e data). */
export const DetailItem = (props: Pick<LabeledValueProps, 'label' | 'children'>) => (
  <LabeledValue size="sm" fw={500} block wrap="anywhere" {...props} />
);

export function NfseDetails({ nfse }: { nfse: Nfse | undefined }) {
  const intl = useIntl();
  const rows: [MessageDescriptor, ReactNode][] = nfse
    ? [
        [m.nfseNumber, nfse.Number],
        [m.nfseCode, nfse.VerificationCode],
        [m.nfseIssueDate, dayjs(`${nfse.IssueDate}T12:00:00`).format('L')],
        [m.nfseIssuer, formatCnpj(nfse.IssuerCnpj)],
        [m.nfseService, nfse.ServiceCode],
        [m.nfseAmount, <Money key="amount" value={nfse.Amount} />],
        [m.nfseSentAt, formatDateTime(nfse.SentAt)],
      ]
    : [];
  return (
    <DetailSection id="payment-nfse-title" title={intl.formatMessage(m.nfseTitle)} data-testid="payment-nfse">
      {nfse ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          {rows.map(([label, value]) => (
            <DetailItem key={label.id} label={label}>
              {value}
            </DetailItem>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.nfseNone)}
        </Text>
      )}
    </DetailSection>
  );
}
