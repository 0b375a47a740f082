// Export of partners: free text, account status and country, paged through the partner list.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { NativeSelectField } from '@/components/form/native-select-field';
import { useFieldError } from '@/components/form/use-field-error';
import { recordExport } from '@/lib/record-export';
import { adminListPartnersQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { exportPartners } from '../api/export-datasets';
import { adminExportMessages as m } from '../messages';
import { ExportFormCard } from './export-card';
import { accountStatusOptions, countryOptions } from './export-filter-options';
import { partnerFilters, partnersSchema, type PartnersValues } from './export-schemas';
import { useCsvExport } from './use-csv-export';

export function PartnersExport() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const csv = useCsvExport();
  const form = useForm<PartnersValues>({ resolver: zodResolver(partnersSchema), defaultValues: { q: '', status: '', country: '' } });
  const submit = form.handleSubmit(async (v) => {
    const filters = partnerFilters(v);
    const outcome = await csv.run((o) => exportPartners(filters, o), `partners-${todayDay()}.csv`);
    if (outcome.kind === 'done') recordExport('partners', outcome.rows, filters);
  });
  const any = { value: '', label: intl.formatMessage(m.any) };
  return (
    <ExportFormCard dataset="partners" submit={submit} csv={csv}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          {...form.register('q')}
          label={intl.formatMessage(m.q)}
          maxLength={adminListPartnersQueryQMax}
          error={fieldError(form.formState.errors.q?.message)}
        />
        <NativeSelectField
          control={form.control}
          name="status"
          label={intl.formatMessage(m.partnerStatus)}
          data={[any, ...accountStatusOptions(intl)]}
        />
        <NativeSelectField
          control={form.control}
          name="country"
          label={intl.formatMessage(m.country)}
          data={[any, ...countryOptions(intl)]}
        />
      </SimpleGrid>
    </ExportFormCard>
  );
}
