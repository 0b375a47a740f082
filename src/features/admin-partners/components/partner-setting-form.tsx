// The form that adds or changes one of a partner's settings (partner-settings.tsx), loaded when
// the admin opens it: the list alone needs neither the form libraries nor the number input.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
// zod's error map (message ids for the fields): installed by this import, not by useFieldError.
import '../../../lib/form-errors';
import { Autocomplete, Button, Group, NumberInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/api-error';
import { adminSavePartnerSettingBodyKeyRegExp } from '../../../api/generated/zod/admin-settings/admin-settings.zod';
import { useFieldError } from '../../../components/form/use-field-error';
import { notifyError } from '../../../lib/notify';
import { usePartnerSettingWrites } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';

const KEY_FORMAT = 'admin-partners.settings.key-format';
const KNOWN_KEYS = ['campaignLimit', 'demoDailyRequestLimit', 'demoWeeklyMaximumAmount'];
const schema = z.object({
  key: z.string().trim().min(1).refine((k) => adminSavePartnerSettingBodyKeyRegExp.test(k), { params: { id: KEY_FORMAT } }),
  value: z.number().min(0),
});
type Values = z.infer<typeof schema>;

export function SettingForm({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { save, saving } = usePartnerSettingWrites(partnerId);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { key: '', value: 0 } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await save(v.key, v.value);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const f = error.fieldErrors;
        if (f.key) form.setError('key', { message: f.key });
        if (f.value) form.setError('value', { message: f.value });
        if (f.key || f.value) return;
      }
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={form.control}
          name="key"
          render={({ field }) => (
            <Autocomplete
              label={intl.formatMessage(m.settingKey)}
              data={KNOWN_KEYS}
              maxLength={64}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(errors.key?.message, { [KEY_FORMAT]: m.settingKeyFormat })}
              style={{ flex: '1 1 220px' }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <NumberInput
              label={intl.formatMessage(m.settingValue)}
              min={0}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
              onBlur={field.onBlur}
              error={fieldError(errors.value?.message)}
              style={{ width: 160 }}
            />
          )}
        />
        <Button type="submit" loading={saving} mt={25}>
          {intl.formatMessage(m.settingSave)}
        </Button>
      </Group>
    </form>
  );
}
