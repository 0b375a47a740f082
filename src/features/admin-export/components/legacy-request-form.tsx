// POST a legacy export: data set, period and (for the per-partner data sets) a partner. The rules
// are checked at the fields before sending; the server's refusals land at the same fields; any
// other failure shows a notice with the input kept, so sending again is one click.
import '@mantine/dates/styles.css';
import '@/lib/dayjs-parse';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { NativeSelectField } from '@/components/form/native-select-field';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { SubmitRow } from '@/components/form/submit-row';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { useFieldError } from '@/components/form/use-field-error';
import { useLocale } from '@/i18n/intl-provider';
import { dayjsLocaleName } from '@/lib/dayjs';
import { notifyError } from '@/lib/notify';
import { useRequestLegacyExport } from '../api/use-request-legacy-export';
import { adminExportMessages as m } from '../messages';
import { datasetLabels } from './legacy-labels';
import { LEGACY_DATASETS, LEGACY_FIELDS, legacySchema, PER_PARTNER, toLegacyBody, type LegacyValues } from './legacy-schema';
import { DayField } from './day-field';

const extra = {
  [m.future.id]: m.future,
  [m.untilBeforeSince.id]: m.untilBeforeSince,
  [m.tooLong.id]: m.tooLong,
  [m.partnerNeeded.id]: m.partnerNeeded,
};

export function LegacyRequestForm() {
  const intl = useIntl();
  const { locale } = useLocale();
  const fieldError = useFieldError();
  const request = useRequestLegacyExport();
  const today = todayDay();
  const form = useForm<LegacyValues>({
    resolver: zodResolver(legacySchema(today)),
    defaultValues: { dataset: 'payments', since: '', until: '', partnerId: '' },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const dataset = form.watch('dataset');
  const text = (message: string | undefined) => fieldError(message, extra);

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ data: toLegacyBody(values) });
    } catch (error) {
      if (setServerFieldErrors(error, LEGACY_FIELDS, form.setError)) return;
      notifyError(error);
    }
  });

  const date = (name: 'since' | 'until', label: string) => (
    <DayField control={form.control} name={name} label={label} maxDate={today} required error={text(errors[name]?.message)} />
  );

  return (
    <Paper withBorder p="md" component="section" aria-label={intl.formatMessage(m.requestTitle)}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="legacy-request-form">
        <DatesProvider settings={{ locale: dayjsLocaleName(locale), firstDayOfWeek: 0 }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {intl.formatMessage(m.requestTitle)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {/* The browser's own list: a handful of fixed choices, and no combobox code on this page's
                  first visit (issue 13: 300 KB). */}
              <NativeSelectField
                control={form.control}
                name="dataset"
                label={intl.formatMessage(m.dataset)}
                data={LEGACY_DATASETS.map((d) => ({ value: d, label: intl.formatMessage(datasetLabels[d]) }))}
                required
                error={text(errors.dataset?.message)}
              />
              {date('since', intl.formatMessage(m.legacySince))}
              {date('until', intl.formatMessage(m.legacyUntil))}
              <TextInput
                {...form.register('partnerId')}
                label={intl.formatMessage(PER_PARTNER.includes(dataset) ? m.legacyPartnerRequired : m.legacyPartner)}
                inputMode="numeric"
                autoComplete="off"
                required={PER_PARTNER.includes(dataset)}
                error={text(errors.partnerId?.message)}
              />
            </SimpleGrid>
            <SubmitRow label={intl.formatMessage(m.request)} loading={request.isPending} justify="flex-start" />
          </Stack>
        </DatesProvider>
      </form>
    </Paper>
  );
}
