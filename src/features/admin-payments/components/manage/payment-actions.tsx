// The actions a payment's status allows (payment-action-rules), only those the user holds the
// permission for; none rendered for a read-only admin. Each one is confirmed first (from → to,
// with an optional note), then its result is shown here and in a toast, and the list refreshes.
// 409 (the payment moved meanwhile) and 403 are said in place; a bad note lands at its field.
import { createElement, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Payment } from '@/api/generated/model/payment';
import { adminPaymentActionBodyReasonMax } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { usePaymentStatusLabel } from '@/components/data/payment-status';
import { useFieldError } from '@/components/form/use-field-error';
import { can } from '@/lib/can';
import '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePaymentAction } from '@/features/admin-payments/api/use-payment-action';
import { manageMessages as m } from './manage-messages';
import { ACTION_LABELS, ACTION_TARGET, actionsFor, DESTRUCTIVE, type PaymentAction } from './payment-action-rules';

const schema = z.object({ reason: z.string().trim().max(adminPaymentActionBodyReasonMax) });
type Values = z.infer<typeof schema>;

export function PaymentActions({ payment }: { payment: Payment }) {
  const { user } = useSession();
  const actions = actionsFor(payment.Status, (p) => can(user, p));
  const [result, setResult] = useState<{ tone: 'ok' | 'bad'; text: MessageDescriptor; values?: Record<string, string | number> } | null>(
    null,
  );
  const [confirming, setConfirming] = useState<PaymentAction | null>(null);
  const intl = useIntl();
  // A read-only admin (no payments:action) gets no section at all.
  if (!can(user, 'admin:payments:action')) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-actions-title">
      <Title order={3} size="h5" id="payment-actions-title">
        {intl.formatMessage(m.actions)}
      </Title>
      {result && (
        <Alert color={result.tone === 'ok' ? 'teal' : 'red'} role={result.tone === 'ok' ? 'status' : 'alert'} data-testid="action-result">
          {intl.formatMessage(result.text, result.values)}
        </Alert>
      )}
      {confirming ? (
        <ConfirmAction
          key={confirming}
          payment={payment}
          action={confirming}
          onDone={(r) => {
            setResult(r);
            setConfirming(null);
          }}
          onBack={() => setConfirming(null)}
        />
      ) : actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noActions)}
        </Text>
      ) : (
        <Group gap="xs">
          {actions.map((a) => (
            <Button
              key={a}
              variant={DESTRUCTIVE.has(a) ? 'light' : 'filled'}
              color={DESTRUCTIVE.has(a) ? 'red' : undefined}
              onClick={() => {
                setResult(null);
                setConfirming(a);
              }}
            >
              {intl.formatMessage(ACTION_LABELS[a])}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

interface ConfirmProps {
  payment: Payment;
  action: PaymentAction;
  onDone: (result: { tone: 'ok' | 'bad'; text: MessageDescriptor; values?: Record<string, string | number> }) => void;
  onBack: () => void;
}

function ConfirmAction({ payment, action, onDone, onBack }: ConfirmProps) {
  const intl = useIntl();
  const statusLabel = usePaymentStatusLabel();
  const fieldError = useFieldError();
  const { run, refresh, isPending } = usePaymentAction(payment.ID);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const label = intl.formatMessage(ACTION_LABELS[action]);

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      const updated = await run(action, reason);
      const values = { id: updated.ID, status: statusLabel(updated.Status) };
      notifySuccess(createElement(FormattedMessage, { ...m.done, values }));
      onDone({ tone: 'ok', text: m.done, values });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fieldErrors.reason) {
        form.setError('reason', { message: error.fieldErrors.reason });
      } else if (isApiError(error) && error.status === 409) {
        await refresh();
        onDone({ tone: 'bad', text: m.conflict });
      } else if (isApiError(error) && error.status === 403) {
        onDone({ tone: 'bad', text: m.actionForbidden });
      } else {
        notifyError(error);
      }
    }
  });

  return (
    <Card withBorder padding="sm" component="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="payment-confirm-title">
      <Stack gap="xs">
        <Text fw={600} id="payment-confirm-title">
          {intl.formatMessage(m.confirmTitle, { action: label, id: payment.ID })}
        </Text>
        <Text size="sm">
          {intl.formatMessage(m.confirmBody, { from: statusLabel(payment.Status), to: statusLabel(ACTION_TARGET[action]) })}
        </Text>
        <Textarea
          label={intl.formatMessage(m.confirmReason)}
          description={intl.formatMessage(m.confirmReasonHint)}
          rows={2}
          maxLength={adminPaymentActionBodyReasonMax}
          error={fieldError(form.formState.errors.reason?.message)}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onBack} disabled={isPending}>
            {intl.formatMessage(m.cancelConfirm)}
          </Button>
          <Button type="submit" color={DESTRUCTIVE.has(action) ? 'red' : undefined} loading={isPending}>
            {intl.formatMessage(m.confirm, { action: label })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
