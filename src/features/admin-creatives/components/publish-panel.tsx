// Publishing a creative (issue 18). One that passes the check is published with one click; one that
// fails cannot be — unless the administrator holds admin:compliance:override and writes a reason
// (the override, who, when, why and the failing rules, is recorded). A published one is retired
// with an optional reason. A 409 (the state or the rules changed meanwhile) refreshes the creative
// and says so; the reason typed stays.
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Stack, Text, Textarea, TextInput, type ButtonProps } from '@mantine/core';
import { Section } from '@/components/layout/section';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import {
  adminCreativeActionBodyReasonMax,
  adminCreativeActionBodyReasonMin,
} from '@/api/generated/zod/admin-creatives/admin-creatives.zod';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useFieldError } from '@/components/form/use-field-error';
import { can } from '@/lib/can';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useCreativeAction, type CreativeAction } from '../api/creative-writes';
import { reviewMessages as m } from '../messages';

const overrideSchema = z.object({ reason: z.string().trim().min(adminCreativeActionBodyReasonMin).max(adminCreativeActionBodyReasonMax) });
const retireSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(adminCreativeActionBodyReasonMax)
    .refine((v) => v === '' || v.length >= adminCreativeActionBodyReasonMin, {
      params: { id: 'form.error.too-short', values: { minimum: adminCreativeActionBodyReasonMin } },
    }),
});
type Reason = { reason: string };

function useAction(creative: AdminCreative) {
  const { run, reload, isPending } = useCreativeAction();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const act = async (what: CreativeAction, onField: (message: string) => void) => {
    setRefusal(null);
    try {
      await run(creative.ID, what);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setRefusal(what.action === 'retire' ? m.conflict : m.stillFails);
        await reload(creative.ID).catch(() => undefined);
      } else if (isApiError(error) && error.status === 403) setRefusal(what.action === 'override' ? m.overrideForbidden : m.readOnly);
      else if (isApiError(error) && error.status === 400 && error.fieldErrors.reason) onField(error.fieldErrors.reason);
      else notifyError(error);
    }
  };
  return { act, isPending, refusal };
}

interface ReasonFormProps {
  creative: AdminCreative;
  action: 'override' | 'retire';
  schema: typeof overrideSchema;
  /** What stands above the refusal (the title and hint). */
  intro: ReactNode;
  /** The reason's input, given its registration and error. */
  input: (field: ReturnType<UseFormRegister<Reason>> & { error: string | undefined }) => ReactNode;
  submit: ButtonProps & { label: string };
}

/** The override and retire forms: a reason, the refusal above it, the button under it. */
function ReasonForm({ creative, action, schema, intro, input, submit: { label, ...button } }: ReasonFormProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { act, isPending, refusal } = useAction(creative);
  const form = useForm<Reason>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => act({ action, reason }, (message) => form.setError('reason', { message })));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        {intro}
        <RefusalAlert>{refusal && intl.formatMessage(refusal)}</RefusalAlert>
        {input({ ...form.register('reason'), error: fieldError(form.formState.errors.reason?.message) })}
        <Button type="submit" {...button} loading={isPending} style={{ alignSelf: 'flex-start' }}>
          {label}
        </Button>
      </Stack>
    </form>
  );
}

function OverrideForm({ creative }: { creative: AdminCreative }) {
  const intl = useIntl();
  return (
    <ReasonForm
      creative={creative}
      action="override"
      schema={overrideSchema}
      intro={
        <>
          <Text size="sm" fw={500}>
            {intl.formatMessage(m.overrideTitle)}
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.overrideHint)}
          </Text>
        </>
      }
      input={(field) => (
        <Textarea
          {...field}
          label={intl.formatMessage(m.overrideReason)}
          description={intl.formatMessage(m.overrideReasonHint, {
            min: adminCreativeActionBodyReasonMin,
            max: adminCreativeActionBodyReasonMax,
          })}
          maxLength={adminCreativeActionBodyReasonMax}
          autosize
          minRows={2}
          required
        />
      )}
      submit={{ label: intl.formatMessage(m.overrideSubmit), color: 'orange' }}
    />
  );
}

function RetireForm({ creative }: { creative: AdminCreative }) {
  const intl = useIntl();
  return (
    <ReasonForm
      creative={creative}
      action="retire"
      schema={retireSchema}
      intro={
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.retireHint)}
        </Text>
      }
      input={(field) => <TextInput {...field} label={intl.formatMessage(m.retireReason)} maxLength={adminCreativeActionBodyReasonMax} />}
      submit={{ label: intl.formatMessage(m.retire), color: 'dark', variant: 'light' }}
    />
  );
}

export function PublishPanel({ creative }: { creative: AdminCreative }) {
  const intl = useIntl();
  const { user } = useSession();
  const { act, isPending, refusal } = useAction(creative);
  if (!can(user, 'admin:creatives:update')) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.readOnly)}
      </Text>
    );
  }
  return (
    <Section title={intl.formatMessage(m.publishTitle)}>
      {creative.Status === 'published' ? (
        <RetireForm creative={creative} />
      ) : creative.Compliance.passed ? (
        <Stack gap="xs" align="flex-start">
          <RefusalAlert>{refusal && intl.formatMessage(refusal)}</RefusalAlert>
          <Button color="teal" loading={isPending} onClick={() => void act({ action: 'publish' }, () => undefined)}>
            {intl.formatMessage(m.publish)}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert color="red" variant="light" data-testid="publish-blocked">
            {intl.formatMessage(m.publishBlocked)}
          </Alert>
          <Button disabled style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(m.publish)}
          </Button>
          {can(user, 'admin:compliance:override') && <OverrideForm creative={creative} />}
        </Stack>
      )}
    </Section>
  );
}
