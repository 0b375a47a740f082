// The payout dialog's confirmation step (issue 19.2): who the PIX key pays, as the key directory
// answered it — masked name, masked CPF or CNPJ, institution — with the amount and the key in the
// portal's mask, then "Confirm and request" or "Back". Everything from the API is rendered as
// text. The heading takes the focus when the step opens (and when a new look-up replaces the
// recipient), so a keyboard or screen-reader user starts from what to check.
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PixRecipient } from '@/api/generated/model/pixRecipient';
import { Money } from '@/components/data/money';
import { usePixKeyText } from '@/components/data/pix-key';
import { ModalActions } from '@/components/form/modal-actions';
import { categoryMessages, recipientMessages as m } from '../messages';
import type { PayoutFormValues } from '../payout-form';

interface Props {
  recipient: PixRecipient;
  amount: number;
  category: PayoutFormValues['category'];
  /** The key changed after the look-up, so this recipient is a new look-up's. */
  changed: boolean;
  confirming: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} ta="end" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

export function PixRecipientConfirm({ recipient, amount, category, changed, confirming, onBack, onConfirm }: Props) {
  const intl = useIntl();
  const { keyText } = usePixKeyText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [recipient]);
  const bank = recipient.bank.ShortName || recipient.bank.Name;
  return (
    <Stack data-testid="payout-recipient">
      <Stack gap={4}>
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {intl.formatMessage(m.heading)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
      </Stack>
      {changed ? (
        <Alert color="yellow" role="status" data-testid="payout-recipient-changed">
          {intl.formatMessage(m.changed)}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Row label={intl.formatMessage(m.name)} value={recipient.maskedName} testId="payout-recipient-name" />
        <Row
          label={intl.formatMessage(recipient.holderType === 'company' ? m.taxIdCnpj : m.taxIdCpf)}
          value={recipient.maskedTaxId}
          testId="payout-recipient-tax-id"
        />
        {bank ? <Row label={intl.formatMessage(m.bank)} value={bank} testId="payout-recipient-bank" /> : null}
        <Row label={intl.formatMessage(m.key)} value={keyText(recipient.keyType, recipient.key)} testId="payout-recipient-key" />
        <Row
          label={intl.formatMessage(m.category)}
          value={intl.formatMessage(categoryMessages[category])}
          testId="payout-recipient-category"
        />
        <Row label={intl.formatMessage(m.amount)} value={<Money value={amount} />} testId="payout-recipient-amount" />
      </Stack>
      {recipient.payeeOwnKey ? null : (
        <Alert color="yellow" data-testid="payout-recipient-not-own">
          {intl.formatMessage(m.notOwn)}
        </Alert>
      )}
      <ModalActions cancelLabel={intl.formatMessage(m.back)} onCancel={onBack} cancelDisabled={confirming}>
        <Button onClick={onConfirm} loading={confirming}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </ModalActions>
    </Stack>
  );
}
