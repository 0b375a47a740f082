// One configuration value (spec §5: a number, minimum 0), saved on its own: each save is one of
// the day's 10 changes. The rule shows at the field; a 429 (the day's changes used up) shows the
// refusal under the field with the typed value kept.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Setting } from '@/api/generated/model/setting';
import { FormInput } from '@/components/form/form-input';
import { useFieldError } from '@/components/form/use-field-error';
import { formatDateTime } from '@/lib/dates';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useUpdateSetting } from '../api/use-update-setting';
import { settingsMessages as m } from '../messages';
import { SETTINGS_CHANGES_PER_DAY } from '../settings-changes';

export const settingSchema = z.object({
  value: z.union([z.number(), z.string()]).superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', params: { id: 'form.error.required' } });
    else if (typeof v !== 'number' || Number.isNaN(v)) ctx.addIssue({ code: 'custom', params: { id: 'form.error.type' } });
    else if (v < 0) ctx.addIssue({ code: 'custom', params: { id: 'form.error.too-small', values: { minimum: 0 } } });
  }),
});
type Values = z.infer<typeof settingSchema>;

/** Known keys get a translated label and hint; any other shows the API's description. */
const KNOWN: Record<string, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  low_balance_alert: { label: m.lowBalanceAlert, hint: m.lowBalanceAlertHint },
  commission_alert: { label: m.commissionAlert, hint: m.commissionAlertHint },
  daily_summary_hour: { label: m.dailySummaryHour, hint: m.dailySummaryHourHint },
};

type Outcome = { kind: 'refused'; retryAt?: string } | { kind: 'unknown' } | { kind: 'unchanged' } | null;

export function SettingRow({ setting, canEdit }: { setting: Setting; canEdit: boolean }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const update = useUpdateSetting();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Values>({ resolver: zodResolver(settingSchema), defaultValues: { value: setting.Value }, mode: 'onTouched' });
  const known = KNOWN[setting.Key];
  const label = known ? intl.formatMessage(known.label) : setting.Key;

  const submit = form.handleSubmit(async ({ value }) => {
    setOutcome(null);
    if (typeof value !== 'number') return;
    if (value === setting.Value) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    try {
      const saved = await update.mutateAsync({ data: { key: setting.Key, value } });
      form.reset({ value: saved.Value });
    } catch (error) {
      if (isApiError(error) && error.status === 429) setOutcome({ kind: 'refused', retryAt: error.problem?.retryAt ?? undefined });
      else if (isApiError(error) && error.status === 404) setOutcome({ kind: 'unknown' });
      else if (isApiError(error) && error.status === 400 && error.fieldErrors.value)
        form.setError('value', { message: error.fieldErrors.value });
      else notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid={`setting-${setting.Key}`}>
      <Stack gap={6}>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <FormInput
            component={NumberInput}
            control={form.control}
            name="value"
            label={label}
            description={known ? intl.formatMessage(known.hint) : setting.Description}
            error={fieldError(form.formState.errors.value?.message)}
            decimalSeparator={intl.locale.toLowerCase().startsWith('pt') ? ',' : '.'}
            readOnly={!canEdit}
            required
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          {canEdit && (
            <Button
              type="submit"
              variant="light"
              mt={{ base: 0, xs: 44 }}
              loading={update.isPending || form.formState.isSubmitting}
              aria-label={intl.formatMessage(m.saveNamed, { name: label })}
            >
              {intl.formatMessage(m.save)}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {setting.UpdatedAt
            ? intl.formatMessage(m.lastChange, { date: formatDateTime(setting.UpdatedAt) })
            : intl.formatMessage(m.neverChanged)}
        </Text>
        {outcome?.kind === 'unchanged' && (
          <Text size="sm" c="dimmed" role="status">
            {intl.formatMessage(m.unchanged)}
          </Text>
        )}
        {outcome?.kind === 'unknown' && (
          <Alert color="red" role="alert">
            {intl.formatMessage(m.unknown)}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert color="red" role="alert" data-testid="setting-refusal">
            {outcome.retryAt
              ? intl.formatMessage(m.dailyLimit, { max: SETTINGS_CHANGES_PER_DAY, date: formatDateTime(outcome.retryAt) })
              : intl.formatMessage(m.dailyLimitNoDate, { max: SETTINGS_CHANGES_PER_DAY })}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
