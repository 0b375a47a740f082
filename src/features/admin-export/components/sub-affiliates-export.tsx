// Export of one partner's direct sub-affiliates, written by the server's CSV export call.
// An unknown partner ID is said at the field; other failures keep the input for a retry.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { useFieldError } from '@/components/form/use-field-error';
import { exportSubAffiliates } from '../api/export-datasets';
import { adminExportMessages as m } from '../messages';
import { ExportFormCard } from './export-card';
import { subAffiliatesSchema, type SubAffiliatesValues } from './export-schemas';
import { useCsvExport } from './use-csv-export';

const extra = { [m.partnerNotFound.id]: m.partnerNotFound };

export function SubAffiliatesExport() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const csv = useCsvExport();
  const form = useForm<SubAffiliatesValues>({ resolver: zodResolver(subAffiliatesSchema), defaultValues: { partnerId: '' } });
  const submit = form.handleSubmit(async (v) => {
    const id = Number(v.partnerId.trim());
    const outcome = await csv.run((o) => exportSubAffiliates(id, o), `sub-affiliates-${id}-${todayDay()}.csv`);
    if (outcome.kind !== 'failed' || !isApiError(outcome.error)) return;
    if (outcome.error.status === 404) form.setError('partnerId', { message: JSON.stringify({ id: m.partnerNotFound.id }) });
    else if (outcome.error.status === 400 && outcome.error.fieldErrors.partnerId)
      form.setError('partnerId', { message: outcome.error.fieldErrors.partnerId });
  });
  return (
    <ExportFormCard dataset="subs" submit={submit} csv={csv}>
      <TextInput
        {...form.register('partnerId')}
        label={intl.formatMessage(m.partnerId)}
        inputMode="numeric"
        autoComplete="off"
        required
        maw={240}
        error={fieldError(form.formState.errors.partnerId?.message, extra)}
      />
    </ExportFormCard>
  );
}
