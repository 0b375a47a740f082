// payment-create (spec §3–5): amount with up to 2 decimals, date not in the future (picker with
// future days disabled; a typed future date is refused at the field), partner username required
// up to 128, status default Pending (11), category default person (6), reason up to 128.
// A 400 shows at the fields; any other failure the generic notice; the input always stays.
import '@mantine/dates/styles.css';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { usePaymentStatusLabel } from '@/components/data/payment-status';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { FormModal } from '@/components/form/form-modal';
import { FormSelect } from '@/components/form/form-select';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { useFieldError } from '@/components/form/use-field-error';
import { useLocale } from '@/i18n/intl-provider';
import { dayjsLocaleName } from '@/lib/dayjs';
import { notifyError } from '@/lib/notify';
import { useCreatePayment } from '../api/use-create-payment';
import { adminPaymentsMessages as m } from '../messages';
import './dayjs-parse';
import { categoryLabels, PAYMENT_CATEGORY_VALUES, PAYMENT_STATUS_VALUES } from './payment-enums';
import { FIELDS, paymentCreateSchema, REASON_MAX, toBody, USERNAME_MAX, type PaymentCreateValues } from './payment-create-schema';

const extra = { [m.dateFuture.id]: m.dateFuture, [m.amountPositive.id]: m.amountPositive };

export function PaymentCreateModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const fieldError = useFieldError();
  const statusLabel = usePaymentStatusLabel();
  const create = useCreatePayment();
  const today = todayDay();
  const form = useForm<PaymentCreateValues>({
    resolver: zodResolver(paymentCreateSchema(today)),
    defaultValues: { amount: '', date: today, affiliateUsername: '', status: 'Pending', category: 'person', reason: '' },
    mode: 'onTouched',
  });
  const reason = form.watch('reason');
  const errors = form.formState.errors;
  const text = (message: string | undefined) => fieldError(message, extra);

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ data: toBody(values) });
      onClose();
    } catch (error) {
      if (setServerFieldErrors(error, FIELDS, form.setError)) return;
      notifyError(error);
    }
  });

  const busy = create.isPending || form.formState.isSubmitting;
  return (
    <DatesProvider settings={{ locale: dayjsLocaleName(locale), firstDayOfWeek: 0 }}>
      <FormModal
        title={intl.formatMessage(m.createTitle)}
        onClose={onClose}
        onSubmit={(e) => void submit(e)}
        busy={busy}
        cancelLabel={intl.formatMessage(m.cancel)}
        submitLabel={intl.formatMessage(m.submit)}
        size="lg"
        testId="payment-create-form"
      >
        <TextInput
          {...form.register('affiliateUsername')}
          label={intl.formatMessage(m.username)}
          error={text(errors.affiliateUsername?.message)}
          maxLength={USERNAME_MAX}
          autoComplete="off"
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...form.register('amount')}
            label={intl.formatMessage(m.amount)}
            error={text(errors.amount?.message)}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <DateInput
                ref={field.ref}
                name={field.name}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                label={intl.formatMessage(m.date)}
                error={text(fieldState.error?.message)}
                valueFormat="L"
                getDayProps={(day) => ({ disabled: day > today })}
                required
              />
            )}
          />
          <FormSelect
            control={form.control}
            name="status"
            label={intl.formatMessage(m.status)}
            data={PAYMENT_STATUS_VALUES.map((s) => ({ value: s, label: statusLabel(s) }))}
            error={text(errors.status?.message)}
            data-testid="create-status"
          />
          <FormSelect
            control={form.control}
            name="category"
            label={intl.formatMessage(m.category)}
            data={PAYMENT_CATEGORY_VALUES.map((c) => ({ value: c, label: intl.formatMessage(categoryLabels[c]) }))}
            error={text(errors.category?.message)}
            data-testid="create-category"
          />
        </SimpleGrid>
        <Textarea
          {...form.register('reason')}
          label={intl.formatMessage(m.reason)}
          description={intl.formatMessage(m.reasonHint, { count: reason.length, max: REASON_MAX })}
          error={text(errors.reason?.message)}
          rows={2}
        />
      </FormModal>
    </DatesProvider>
  );
}
