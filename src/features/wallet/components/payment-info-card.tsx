// How the partner is paid (generated getPaymentInfo): default category, PIX key (CPF and CNPJ keys
// in their masks), invoice needed.
import { Group, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetPaymentInfo } from '@/api/generated/endpoints/payments/payments';
import { QueryState } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { formatPixKey } from '@/lib/pix-key';
import { categoryMessages, pixTypeMessages, walletMessages as m } from '../messages';

export function PaymentInfoCard() {
  const intl = useIntl();
  const query = useGetPaymentInfo();
  return (
    <Section id="wallet-info-title" title={intl.formatMessage(m.infoTitle)}>
      <QueryState query={query}>
        {(info) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Item label={intl.formatMessage(m.infoType)} value={intl.formatMessage(categoryMessages[info.paymentType])} />
            <Item
              label={intl.formatMessage(m.infoPixKey)}
              value={
                info.paymentPixKey
                  ? `${info.paymentPixKeyType ? `${intl.formatMessage(pixTypeMessages[info.paymentPixKeyType])} · ` : ''}${formatPixKey(info.paymentPixKeyType, info.paymentPixKey)}`
                  : intl.formatMessage(m.infoNoPixKey)
              }
            />
            <Item label={intl.formatMessage(m.infoReceipt)} value={intl.formatMessage(info.mustUseReceipt ? m.yes : m.no)} />
          </SimpleGrid>
        )}
      </QueryState>
    </Section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="baseline" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
}
