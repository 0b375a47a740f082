// The postback configuration (spec §5: endpoint required and valid, keys not duplicated; §9: one
// change a day). A 429 shows the refusal above the button with the next allowed date; a 400
// puts the API's messages at the fields; anything else the generic notice. The input stays.
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Checkbox, Group, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { PostbackSettings } from '@/api/generated/model/postbackSettings';
import { PostbackEvent } from '@/api/generated/model/postbackEvent';
import { useFieldError } from '@/components/form/use-field-error';
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

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync({ data: { ...values, keys: values.keys.map((k) => ({ key: k.key, value: k.value })) } });
      form.reset(toPostbackForm(saved));
    } catch (error) {
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
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Radio.Group
              label={intl.formatMessage(m.method)}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={text(errors.method?.message)}
            >
              <Group mt="xs">
                <Radio value="GET" label="GET" />
                <Radio value="POST" label="POST" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={intl.formatMessage(m.events)}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={text(errors.events?.message)}
              required
            >
              <Group mt="xs">
                {Object.values(PostbackEvent).map((e) => (
                  <Checkbox key={e} value={e} label={intl.formatMessage(eventMessages[e])} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
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
              <TextInput
                {...form.register(`keys.${i}.key`)}
                label={intl.formatMessage(m.keyName, { number: i + 1 })}
                error={text(errors.keys?.[i]?.key?.message)}
                autoComplete="off"
                style={{ flex: 1 }}
              />
              <TextInput
                {...form.register(`keys.${i}.value`)}
                label={intl.formatMessage(m.keyValue, { number: i + 1 })}
                error={text(errors.keys?.[i]?.value?.message)}
                autoComplete="off"
                style={{ flex: 1 }}
              />
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
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} label={intl.formatMessage(m.enabled)} />
          )}
        />
        {refusal && (
          <Alert color="red" role="alert" data-testid="postback-refusal">
            {refusal.retryAt
              ? intl.formatMessage(m.dailyLimit, { date: formatDateTime(refusal.retryAt) })
              : intl.formatMessage(m.dailyLimitNoDate)}
          </Alert>
        )}
        {canSave && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending || form.formState.isSubmitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
