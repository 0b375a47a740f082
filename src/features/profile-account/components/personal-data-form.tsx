// Personal data (User entity: names, country, currency; username and e-mail read-only). One
// update a day: the next date shows beside the form, a 429 shows the refusal above the button
// and keeps the input; after an accepted update the spec's 5–10 minute wait is said plainly.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { Country } from '@/api/generated/model/country';
import { Currency } from '@/api/generated/model/currency';
import type { User } from '@/api/generated/model/user';
import { FormSelect } from '@/components/form/form-select';
import { NameInputs } from '@/components/form/name-inputs';
import { useFieldError } from '@/components/form/use-field-error';
import { formatDate, formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useUpdateProfile } from '../api/use-profile-mutations';
import { personalDataMessages as m } from '../messages';
import { PERSONAL_FIELDS, personalDataSchema, toPersonalData, type PersonalDataValues } from '../profile-schemas';

type Outcome = { kind: 'saved' } | { kind: 'refused'; retryAt?: string } | { kind: 'unchanged' } | null;

export function PersonalDataForm({ user, canEdit }: { user: User; canEdit: boolean }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<PersonalDataValues>({
    resolver: zodResolver(personalDataSchema),
    defaultValues: toPersonalData(user),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const currencyNames = new Intl.DisplayNames([intl.locale], { type: 'currency' });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const saved = toPersonalData(user);
    const changed = Object.fromEntries(PERSONAL_FIELDS.filter((f) => values[f] !== saved[f]).map((f) => [f, values[f]]));
    if (Object.keys(changed).length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    try {
      const next = await update.mutateAsync({ data: changed });
      form.reset(toPersonalData(next));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setOutcome({ kind: 'refused', retryAt: error.problem?.retryAt ?? user.ProfileUpdateAvailableAt ?? undefined });
        return;
      }
      if (setServerFieldErrors(error, PERSONAL_FIELDS, form.setError)) return;
      notifyError(error);
    }
  });

  const nextUpdate = user.ProfileUpdateAvailableAt;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="personal-form-title">
      <Stack>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.onceADay)}
        </Text>
        {outcome?.kind === 'saved' && (
          <Alert color="teal" role="status" data-testid="profile-saved">
            <Text size="sm">{intl.formatMessage(m.savedWait)}</Text>
          </Alert>
        )}
        {nextUpdate && outcome?.kind !== 'refused' && (
          <Text size="sm" data-testid="profile-next-update">
            {intl.formatMessage(m.nextUpdate, { date: formatDateTime(nextUpdate) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameInputs
            user={user}
            messages={m}
            register={form.register}
            error={(part) => fieldError(errors[part]?.message)}
            readOnly={!canEdit}
          />
          <FormSelect
            control={form.control}
            name="country"
            label={intl.formatMessage(m.country)}
            data={Object.values(Country).map((c) => ({ value: c, label: countryNames.of(c) ?? c }))}
            error={fieldError(errors.country?.message)}
            readOnly={!canEdit}
            required
          />
          <FormSelect
            control={form.control}
            name="currency"
            label={intl.formatMessage(m.currency)}
            data={Object.values(Currency).map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` }))}
            error={fieldError(errors.currency?.message)}
            readOnly={!canEdit}
            required
          />
          {user.AffiliateManager && (
            <TextInput label={intl.formatMessage(m.manager)} value={user.AffiliateManager} readOnly variant="filled" />
          )}
          <TextInput label={intl.formatMessage(m.memberSince)} value={formatDate(user.CreatedAt)} readOnly variant="filled" />
        </SimpleGrid>
        {outcome?.kind === 'unchanged' && (
          <Text size="sm" c="dimmed" role="status">
            {intl.formatMessage(m.nothingChanged)}
          </Text>
        )}
        {outcome?.kind === 'refused' && (
          <Alert color="red" role="alert" data-testid="profile-refusal">
            {outcome.retryAt
              ? intl.formatMessage(m.dailyLimit, { date: formatDateTime(outcome.retryAt) })
              : intl.formatMessage(m.dailyLimitNoDate)}
          </Alert>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending || form.formState.isSubmitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
