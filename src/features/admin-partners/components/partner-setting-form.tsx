// The form that adds or changes one of a partner's settings (partner-settings.tsx), loaded when
// the admin opens it: the list alone needs neither the form libraries nor the number input.
// A value the rules refuse (below the minimum, a fraction where a whole number is meant, more
// than 2 decimals) is said at the field and nothing is sent; the input never clamps what was
// typed (Mantine clamps to `min` on blur, which once saved -5 as 0).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
// zod's error map (message ids for the fields): installed by this import, not by useFieldError.
import '@/lib/form-errors';
import { Autocomplete, Button, Group, NumberInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  adminSavePartnerSettingBodyKeyRegExp,
  adminSavePartnerSettingBodyValueMin,
} from '@/api/generated/zod/admin-settings/admin-settings.zod';
import { FormInput } from '@/components/form/form-input';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { useFieldError } from '@/components/form/use-field-error';
import { notifyError } from '@/lib/notify';
import { usePartnerSettingWrites } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';
import { ADMIN_SETTING_KEYS, knownSetting, settingMessages } from './known-settings';

const KEY_FORMAT = 'admin-partners.settings.key-format';
const WHOLE_NUMBER = 'admin-partners.settings.whole-number';
const MIN = adminSavePartnerSettingBodyValueMin;
const hasAtMost2Decimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

// The value is what the number input holds: a number, or text while it is not one yet ("", "-",
// "2."); only a number that passes every rule is sent.
const settingFormSchema = z
  .object({
    key: z
      .string()
      .trim()
      .min(1)
      .refine((k) => adminSavePartnerSettingBodyKeyRegExp.test(k), { params: { id: KEY_FORMAT } }),
    value: z.union([z.number(), z.string()]).superRefine((v, ctx) => {
      const refuse = (id: string, values?: Record<string, number>) => ctx.addIssue({ code: 'custom', params: { id, values } });
      if (v === '') refuse('form.error.required');
      else if (typeof v !== 'number' || !Number.isFinite(v)) refuse('form.error.type');
      else if (v < MIN) refuse('form.error.too-small', { minimum: MIN });
      else if (!hasAtMost2Decimals(v)) refuse('form.error.decimals');
    }),
  })
  .superRefine(({ key, value }, ctx) => {
    if (typeof value === 'number' && knownSetting(key)?.whole && !Number.isInteger(value))
      ctx.addIssue({ code: 'custom', path: ['value'], params: { id: WHOLE_NUMBER } });
  });
type Values = z.infer<typeof settingFormSchema>;

export function SettingForm({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { save, saving } = usePartnerSettingWrites(partnerId);
  const form = useForm<Values>({ resolver: zodResolver(settingFormSchema), defaultValues: { key: '', value: 0 } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    if (typeof v.value !== 'number') return;
    try {
      await save(v.key, v.value);
    } catch (error) {
      if (setServerFieldErrors(error, ['key', 'value'], form.setError)) return;
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <FormInput
          component={Autocomplete}
          control={form.control}
          name="key"
          label={intl.formatMessage(m.settingKey)}
          data={ADMIN_SETTING_KEYS}
          maxLength={64}
          error={fieldError(errors.key?.message, { [KEY_FORMAT]: m.settingKeyFormat })}
          style={{ flex: '1 1 220px' }}
        />
        <FormInput
          component={NumberInput}
          control={form.control}
          name="value"
          label={intl.formatMessage(m.settingValue)}
          min={MIN}
          clampBehavior="none"
          error={fieldError(errors.value?.message, { [WHOLE_NUMBER]: settingMessages.wholeNumber })}
          style={{ width: 160 }}
        />
        <Button type="submit" loading={saving} mt={25}>
          {intl.formatMessage(m.settingSave)}
        </Button>
      </Group>
    </form>
  );
}
