// The postback configuration (spec §5: endpoint required and valid, keys not duplicated; §9: one
// change a day). A 429 shows the refusal above the button with the next allowed date; a 400
// puts the API's messages at the fields; anything else the generic notice. The input stays.
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { PostbackSettings } from '@/api/generated/model/postbackSettings';
import { PostbackEvent } from '@/api/generated/model/postbackEvent';
import { ChoiceField } from '@/components/form/choice-group';
import { FormInput } from '@/components/form/form-input';
import { SubmitRow } from '@/components/form/submit-row';
import { useFieldError } from '@/components/form/use-field-error';
import { isStepUpCancelled, useStepUp } from '@/components/security/step-up';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { savePostbackBodyKeysMax } from '@/api/generated/zod/postback/postback.zod';
import { useSavePostback } from '../api/use-save-postback';
import { postbackMessages as m } from '../messages';
import { postbackFormSchema, toPostbackForm, type PostbackFormValues } from '../postback-schema';

export const eventMessages: Record<PostbackEvent | 'test', MessageDescriptor> = {
  registration: m.eventRegistration,
  ftd: m.eventFtd,
  qftd: m.eventQftd,
  deposit: m.eventDeposit,
  test: m.eventTest,
};
const extra = {
  [m.endpointInvalid.id]: m.endpointInvalid,
  [m.eventsRequired.id]: m.eventsRequired,
  [m.keyFormat.id]: m.keyFormat,
  [m.keyDuplicate.id]: m.keyDuplicate,
};
const API_FIELDS = ['endpoint', 'method', 'events', 'enabled'] as const;
const METHODS = ['GET', 'POST'] as const;
// A key row's two inputs: the key's name, then its value.
const KEY_PARTS = [
  ['key', m.keyName],
  ['value', m.keyValue],
] as const;

export function PostbackForm({ settings, canSave }: { settings: PostbackSettings | undefined; canSave: boolean }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const save = useSavePostback();
  const [refusal, setRefusal] = useState<{ retryAt?: string } | null>(null);
  const form = useForm<PostbackFormValues>({
    resolver: zodResolver(postbackFormSchema),
    defaultValues: toPostbackForm(settings),
    mode: 'onTouched',
  });
  const keys = useFieldArray({ control: form.control, name: 'keys' });
  const { errors } = form.formState;
  const text = (message: string | undefined) => fieldError(message, extra);

  // A new postback URL asks for a fresh code (or the password) first (issue 17).
  const stepUp = useStepUp();
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const data = { ...values, keys: values.keys.map((k) => ({ key: k.key, value: k.value })) };
      const saved = await stepUp.guard(() => save.mutateAsync({ data }));
      form.reset(toPostbackForm(saved));
    } catch (error) {
      if (isStepUpCancelled(error)) return;
      if (isApiError(error) && error.status === 429) {
        setRefusal({ retryAt: error.problem?.retryAt ?? undefined });
        return;
      }
      if (isApiError(error) && error.status === 400) {
        const fields = error.fieldErrors;
        let shown = 0;
        for (const f of API_FIELDS)
          if (fields[f]) {
            form.setError(f, { message: fields[f] });
            shown += 1;
          }
        for (const [name, message] of Object.entries(fields)) {
          const index = /^keys\[(\d+)\]$/.exec(name)?.[1];
          if (index !== undefined) {
            form.setError(`keys.${Number(index)}.key`, { message });
            shown += 1;
          } else if (name === 'keys') {
            form.setError('keys', { message });
            shown += 1;
          }
        }
        if (shown > 0) return;
      }
      notifyError(error);
    }
  });

  const next = settings?.NextChangeAvailableAt;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="postback-form-title">
      <Stack>
        {!settings && <Alert color="blue">{intl.formatMessage(m.notConfigured)}</Alert>}
        {next && !refusal && (
          <Alert color="yellow" data-testid="postback-next-change">
            {intl.formatMessage(m.nextChange, { date: formatDateTime(next) })}
          </Alert>
        )}
        <TextInput
          {...form.register('endpoint')}
          label={intl.formatMessage(m.endpoint)}
          description={intl.formatMessage(m.endpointHint)}
          error={text(errors.endpoint?.message)}
          required
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://tracker.example.com/postback"
        />
        <ChoiceField
          control={form.control}
          name="method"
          kind="radio"
          label={intl.formatMessage(m.method)}
          options={METHODS}
          optionLabel={(method) => method}
          error={text(errors.method?.message)}
        />
        <ChoiceField
          control={form.control}
          name="events"
          kind="checkbox"
          label={intl.formatMessage(m.events)}
          options={Object.values(PostbackEvent)}
          optionLabel={(e) => intl.formatMessage(eventMessages[e])}
          error={text(errors.events?.message)}
          required
        />
        <Stack gap="xs" role="group" aria-labelledby="postback-keys-label">
          <Text fw={500} size="sm" id="postback-keys-label">
            {intl.formatMessage(m.keys)}
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.keysHint, { clickId: '{clickId}', playerId: '{playerId}', amount: '{amount}', event: '{event}' })}
          </Text>
          {keys.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.noKeys)}
            </Text>
          )}
          {keys.fields.map((row, i) => (
            <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
              {KEY_PARTS.map(([part, label]) => (
                <TextInput
                  key={part}
                  {...form.register(`keys.${i}.${part}`)}
                  label={intl.formatMessage(label, { number: i + 1 })}
                  error={text(errors.keys?.[i]?.[part]?.message)}
                  autoComplete="off"
                  style={{ flex: 1 }}
                />
              ))}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                size="lg"
                aria-label={intl.formatMessage(m.removeKey, { number: i + 1 })}
                onClick={() => keys.remove(i)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.keys?.message && (
            <Text size="sm" c="red">
              {text(errors.keys.message)}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => keys.append({ key: '', value: '' })}
              disabled={keys.fields.length >= savePostbackBodyKeysMax}
            >
              {intl.formatMessage(m.addKey)}
            </Button>
          </Group>
        </Stack>
        <FormInput component={Switch} toggle control={form.control} name="enabled" label={intl.formatMessage(m.enabled)} />
        <SubmitRow
          label={intl.formatMessage(m.save)}
          loading={save.isPending || form.formState.isSubmitting}
          refusal={
            refusal &&
            (refusal.retryAt
              ? intl.formatMessage(m.dailyLimit, { date: formatDateTime(refusal.retryAt) })
              : intl.formatMessage(m.dailyLimitNoDate))
          }
          refusalTestId="postback-refusal"
          canSubmit={canSave}
        />
      </Stack>
      {stepUp.dialog}
    </form>
  );
}
