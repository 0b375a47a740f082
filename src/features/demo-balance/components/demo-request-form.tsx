// The demo-balance-request form (new or edit): a money input with the locale's separators and 2
// decimals, the reason tidied on blur (and again on submit, shown in the field), the product
// identifier, and the terms. The API's refusals each get their own message (406 weekly limit,
// 409 a request in progress, 429 daily limit), 400 lands on the fields, and every failure keeps
// what was typed.
import { useMemo, useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import {
  createDemoBalanceRequestBodyProductIdentifierMax,
  createDemoBalanceRequestBodyProductIdentifierMin,
  createDemoBalanceRequestBodyReasonMax,
  createDemoBalanceRequestBodyReasonMin,
} from '@/api/generated/zod/demo-balance/demo-balance.zod';
import { useMoney } from '@/components/data/money';
import { FormInput } from '@/components/form/form-input';
import { ModalActions } from '@/components/form/modal-actions';
import { useFieldError } from '@/components/form/use-field-error';
import { formatDateTime } from '@/lib/dates';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useRefreshDemoBalance, useSaveDemoRequest } from '../api/demo-request-actions';
import { demoMessages as m } from '../messages';
import {
  DEMO_MIN_AMOUNT,
  demoFieldMessages,
  demoRequestSchema,
  tidyReason,
  type DemoRequestInput,
  type DemoRequestValues,
} from './demo-request-schema';

/** The locale's decimal and thousands separators (pt-br "," and ".", en-us "." and ","). */
function separators(locale: string): { decimal: string; thousands: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousands: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const FIELDS = ['amount', 'reason', 'productIdentifier', 'termsAccepted'] as const;

interface Props {
  /** The most that may be asked for (requestAmountAvailable, plus the request's own amount when editing). */
  available: number;
  requestId: number | null;
  initial?: Partial<DemoRequestInput>;
  onDone: () => void;
  onCancel: () => void;
}

export function DemoRequestForm({ available, requestId, initial, onDone, onCancel }: Props) {
  const intl = useIntl();
  const money = useMoney();
  const fieldError = useFieldError();
  const refresh = useRefreshDemoBalance();
  const { save, isPending } = useSaveDemoRequest(requestId);
  const [refusal, setRefusal] = useState<{ message: MessageDescriptor; values?: Record<string, string> } | null>(null);
  const schema = useMemo(() => demoRequestSchema(available, money), [available, money]);
  const { decimal, thousands } = useMemo(() => separators(intl.locale), [intl.locale]);
  const form = useForm<DemoRequestInput, unknown, DemoRequestValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', productIdentifier: '', termsAccepted: false, ...initial },
  });
  const err = (name: (typeof FIELDS)[number]) => fieldError(form.formState.errors[name]?.message, demoFieldMessages);

  const submit = form.handleSubmit(async (values) => {
    // Show the tidied reason in the field: what is sent is what the user sees.
    form.setValue('reason', values.reason);
    form.setValue('productIdentifier', values.productIdentifier);
    setRefusal(null);
    try {
      await save(values);
      onDone();
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http') {
        notifyError(error);
        setRefusal({ message: m.errGeneric });
        return;
      }
      if (error.status === 406) setRefusal({ message: m.errWeekly });
      else if (error.status === 409 && error.reason === 'demo_in_progress') setRefusal({ message: m.errInProgress });
      else if (error.status === 409) setRefusal({ message: m.notPending });
      else if (error.status === 429)
        setRefusal(
          error.problem?.retryAt
            ? { message: m.errDailyUntil, values: { date: formatDateTime(error.problem.retryAt) } }
            : { message: m.errDaily },
        );
      else if (error.status === 400) {
        const fields = error.fieldErrors;
        for (const name of FIELDS) {
          if (fields[name])
            form.setError(name, { message: encodeErrorKey({ id: 'form.error.server', values: { message: fields[name] } }) });
        }
        setRefusal({ message: m.errFields });
      } else {
        notifyError(error);
        setRefusal({ message: m.errGeneric });
      }
      // A limit refusal means the cached limits are stale (5-minute cache): refresh them.
      if ([406, 409, 429].includes(error.status)) void refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {refusal && (
          <Alert color="red" title={intl.formatMessage(m.errTitle)} role="alert" data-testid="demo-refusal">
            {intl.formatMessage(refusal.message, refusal.values)}
          </Alert>
        )}
        <FormInput
          component={NumberInput}
          control={form.control}
          name="amount"
          label={intl.formatMessage(m.amount)}
          description={intl.formatMessage(m.amountHint, { minimum: money(DEMO_MIN_AMOUNT), maximum: money(available) })}
          required
          decimalScale={2}
          decimalSeparator={decimal}
          thousandSeparator={thousands}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          error={err('amount')}
        />
        <Textarea
          label={intl.formatMessage(m.reason)}
          description={intl.formatMessage(m.reasonHint, {
            min: createDemoBalanceRequestBodyReasonMin,
            max: createDemoBalanceRequestBodyReasonMax,
          })}
          required
          rows={3}
          maxLength={256}
          error={err('reason')}
          {...form.register('reason', {
            onBlur: (e: FocusEvent<HTMLTextAreaElement>) => form.setValue('reason', tidyReason(e.target.value)),
          })}
        />
        <TextInput
          label={intl.formatMessage(m.identifier)}
          description={intl.formatMessage(m.identifierHint, {
            min: createDemoBalanceRequestBodyProductIdentifierMin,
            max: createDemoBalanceRequestBodyProductIdentifierMax,
          })}
          required
          autoComplete="off"
          error={err('productIdentifier')}
          {...form.register('productIdentifier')}
        />
        <Checkbox label={intl.formatMessage(m.terms)} error={err('termsAccepted')} {...form.register('termsAccepted')} />
        <ModalActions cancelLabel={intl.formatMessage(m.close)} onCancel={onCancel}>
          <Button type="submit" loading={isPending || form.formState.isSubmitting}>
            {intl.formatMessage(requestId ? m.save : m.submit)}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
