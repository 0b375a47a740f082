// Approve or reject a business (admin:business:action). The reason is optional to approve and
// required to reject (at the field, before any call); 400 lands on the field, 409 (not allowed
// in the current status) says so and refreshes, 403 says the permission is missing, anything else
// the generic notice — and in every case the typed reason stays.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Business } from '@/api/generated/model/business';
import { adminBusinessActionBodyReasonMax } from '@/api/generated/zod/admin-businesses/admin-businesses.zod';
import { DecisionReason } from '@/components/form/decision-reason';
import { useFieldError } from '@/components/form/use-field-error';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useDecideBusiness } from '../api/business-actions';
import { businessMessages as m } from '../messages';

const schema = z.object({ reason: z.string().trim().max(adminBusinessActionBodyReasonMax) });
type Values = z.infer<typeof schema>;
const extra = { [m.reasonRequired.id]: m.reasonRequired };

export function BusinessDecision({ business }: { business: Business }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { decide, isPending, refresh } = useDecideBusiness();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [running, setRunning] = useState<'approve' | 'reject' | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const canApprove = business.ApprovalStatus === 'pending';
  const canReject = business.ApprovalStatus !== 'rejected';
  if (!canApprove && !canReject) return null;

  const act = (action: 'approve' | 'reject') =>
    form.handleSubmit(async ({ reason }) => {
      setRefusal(null);
      if (action === 'reject' && !reason) {
        form.setError('reason', { message: encodeErrorKey({ id: m.reasonRequired.id }) }, { shouldFocus: true });
        return;
      }
      setRunning(action);
      try {
        await decide(business.ID, action, reason);
        form.reset({ reason: '' });
      } catch (error) {
        if (isApiError(error) && error.status === 400 && error.fieldErrors.reason) {
          form.setError('reason', { message: error.fieldErrors.reason });
        } else if (isApiError(error) && error.status === 409) {
          setRefusal(m.conflict);
          await refresh(business.ID);
        } else if (isApiError(error) && error.status === 403) {
          setRefusal(m.forbidden);
        } else {
          notifyError(error);
        }
      } finally {
        setRunning(null);
      }
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {intl.formatMessage(m.decisionTitle)}
      </Title>
      <DecisionReason
        refusal={refusal && intl.formatMessage(refusal)}
        label={intl.formatMessage(m.reason)}
        hint={intl.formatMessage(m.reasonHint)}
        maxLength={adminBusinessActionBodyReasonMax}
        error={fieldError(form.formState.errors.reason?.message, extra)}
        field={form.register('reason')}
      />
      <Group justify="flex-end">
        {canReject && (
          <Button color="red" variant="light" loading={running === 'reject'} disabled={isPending} onClick={() => void act('reject')()}>
            {intl.formatMessage(m.reject)}
          </Button>
        )}
        {canApprove && (
          <Button color="teal" loading={running === 'approve'} disabled={isPending} onClick={() => void act('approve')()}>
            {intl.formatMessage(m.approve)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
