// Answering an LGPD request: the status to set and the reply the partner reads, checked with the
// generated body schema (the reply's 10–1000 characters are the contract's) when sent, each
// refusal translated at its field — the API's 400 too — and a 409 (closed meanwhile) said above
// the button. Nothing typed is lost on a refusal, a server error or a network failure.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { SubmitRow } from '@/components/form/submit-row';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import {
  adminReplyPrivacyRequestBody,
  adminReplyPrivacyRequestBodyReplyMax,
  adminReplyPrivacyRequestBodyReplyMin,
} from '@/api/generated/zod/admin-lgpd/admin-lgpd.zod';
import { notifyError } from '@/lib/notify';
import { useReplyPrivacyRequest } from '../api/use-reply';
import { adminLgpdMessages as m } from '../messages';

const LENGTH = 'reply-length';
const STATUS_REQUIRED = 'reply-status';
const schema = z.object({
  status: z.union([adminReplyPrivacyRequestBody.shape.status, z.literal('')]).refine((s) => s !== '', { message: STATUS_REQUIRED }),
  reply: z
    .string()
    .trim()
    .pipe(z.string().min(adminReplyPrivacyRequestBodyReplyMin, LENGTH).max(adminReplyPrivacyRequestBodyReplyMax, LENGTH)),
});
type Values = z.input<typeof schema>;

export function ReplyForm({ request }: { request: PrivacyRequest }) {
  const intl = useIntl();
  const send = useReplyPrivacyRequest();
  const [closed, setClosed] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { status: '', reply: '' },
  });
  const range = { min: adminReplyPrivacyRequestBodyReplyMin, max: adminReplyPrivacyRequestBodyReplyMax };
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setClosed(false);
    // Checked by the resolver: a status of the contract's and the reply trimmed.
    const data = adminReplyPrivacyRequestBody.parse({ status: values.status, reply: values.reply.trim() });
    try {
      await send.mutateAsync({ privacyRequestId: request.ID, data });
      form.reset({ status: '', reply: '' });
    } catch (error) {
      if (isApiError(error) && error.status === 409) setClosed(true);
      else if (isApiError(error) && error.status === 400 && (error.fieldErrors.reply || error.fieldErrors.status)) {
        if (error.fieldErrors.reply) form.setError('reply', { message: LENGTH });
        if (error.fieldErrors.status) form.setError('status', { message: STATUS_REQUIRED });
      } else notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="lgpd-reply-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="lgpd-reply-title">
          {intl.formatMessage(m.replyTitle)}
        </Title>
        <NativeSelect
          {...form.register('status')}
          label={intl.formatMessage(m.replyStatus)}
          required
          error={errors.status ? intl.formatMessage(m.replyStatusRequired) : undefined}
          data={[
            { value: '', label: '—' },
            { value: 'in_progress', label: intl.formatMessage(m.replyStatusInProgress) },
            { value: 'completed', label: intl.formatMessage(m.replyStatusCompleted) },
            { value: 'refused', label: intl.formatMessage(m.replyStatusRefused) },
          ]}
        />
        <Textarea
          {...form.register('reply')}
          label={intl.formatMessage(m.replyText)}
          description={intl.formatMessage(m.replyHint, range)}
          error={errors.reply ? intl.formatMessage(m.replyLength, range) : undefined}
          maxLength={adminReplyPrivacyRequestBodyReplyMax}
          rows={4}
          required
        />
        <SubmitRow
          label={intl.formatMessage(m.send)}
          loading={send.isPending}
          refusal={closed && intl.formatMessage(m.replyClosed)}
          refusalColor="yellow"
        />
      </Stack>
    </form>
  );
}
