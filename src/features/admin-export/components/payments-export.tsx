// Export of payments: period, status, category and partner, paged through the payment list.
import '@mantine/dates/styles.css';
import '@/lib/dayjs-parse';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { recordExport } from '@/lib/record-export';
import { usePaymentStatusLabel } from '@/components/data/payment-status';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { NativeSelectField } from '@/components/form/native-select-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useLocale } from '@/i18n/intl-provider';
import { dayjsLocaleName } from '@/lib/dayjs';
import { adminListPaymentsQueryPartnerMax } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { exportPayments } from '../api/export-datasets';
import { adminExportMessages as m } from '../messages';
import { ExportFormCard } from './export-card';
import { categoryOptions, PAYMENT_STATUSES } from './export-filter-options';
import { paymentFilters, paymentsSchema, type PaymentsValues } from './export-schemas';
import { useCsvExport } from './use-csv-export';
import { DayField } from './day-field';

const extra = { [m.untilBeforeSince.id]: m.untilBeforeSince };

export function PaymentsExport() {
  const intl = useIntl();
  const { locale } = useLocale();
  const fieldError = useFieldError();
  const statusLabel = usePaymentStatusLabel();
  const csv = useCsvExport();
  const today = todayDay();
  const form = useForm<PaymentsValues>({
    resolver: zodResolver(paymentsSchema),
    defaultValues: { since: '', until: '', status: '', category: '', partner: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    const filters = paymentFilters(v);
    const outcome = await csv.run((o) => exportPayments(filters, o), `payments-${today}.csv`);
    if (outcome.kind === 'done') recordExport('payments', outcome.rows, filters);
  });
  const any = { value: '', label: intl.formatMessage(m.any) };
  const date = (name: 'since' | 'until', label: string) => (
    <DayField control={form.control} name={name} label={label} maxDate={today} clearable error={fieldError(errors[name]?.message, extra)} />
  );
  // The calendars' locale (context only: the form's DOM is the same inside it).
  return (
    <DatesProvider settings={{ locale: dayjsLocaleName(locale), firstDayOfWeek: 0 }}>
      <ExportFormCard dataset="payments" submit={submit} csv={csv}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          {date('since', intl.formatMessage(m.since))}
          {date('until', intl.formatMessage(m.until))}
          <NativeSelectField
            control={form.control}
            name="status"
            label={intl.formatMessage(m.paymentStatus)}
            data={[any, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
          />
          <NativeSelectField
            control={form.control}
            name="category"
            label={intl.formatMessage(m.category)}
            data={[any, ...categoryOptions(intl)]}
          />
          <TextInput
            {...form.register('partner')}
            label={intl.formatMessage(m.partner)}
            maxLength={adminListPaymentsQueryPartnerMax}
            error={fieldError(errors.partner?.message)}
          />
        </SimpleGrid>
      </ExportFormCard>
    </DatesProvider>
  );
}
