// The NFS-e data a partner sent with a company payment's invoice (issue 19.1), shown to the
// administrator beside the document so the two can be compared: number, verification code, issue
// date, issuer CNPJ (formatted, alphanumeric kept), municipal service code, amount, when sent.
import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Nfse } from '@/api/generated/model/nfse';
import { Money } from '@/components/data/money';
import { formatCnpj } from '@/lib/br-documents';
import { formatDateTime } from '@/lib/dates';
import dayjs from '@/lib/dayjs';
import { manageMessages as m } from './manage-messages';

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
    <Stack gap="xs" component="section" aria-labelledby="payment-nfse-title" data-testid="payment-nfse">
      <Title order={3} size="h5" id="payment-nfse-title">
        {intl.formatMessage(m.nfseTitle)}
      </Title>
      {nfse ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          {rows.map(([label, value]) => (
            <Stack key={label.id} gap={0}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(label)}
              </Text>
              <Text component="div" size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.nfseNone)}
        </Text>
      )}
    </Stack>
  );
}
