// Confirms a decision on a demo-balance request with an optional reason (≤ 128). 409 (no longer
// pending) closes it with a notice and a refreshed queue; 400 lands on the field; 403 says the
// permission is missing; anything else the generic notice — the typed reason stays.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import { adminDemoBalanceActionBodyReasonMax } from '@/api/generated/zod/admin-demo-balance/admin-demo-balance.zod';
import { useMoney } from '@/components/data/money';
import { DecisionReason } from '@/components/form/decision-reason';
import { useFieldError } from '@/components/form/use-field-error';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useDemoDecision, type DemoDecision } from '../api/demo-decision';
import { adminDemoMessages as m } from '../messages';

const schema = z.object({ reason: z.string().trim().max(adminDemoBalanceActionBodyReasonMax) });
type Values = z.infer<typeof schema>;

interface Props {
  request: DemoBalanceRequest;
  action: DemoDecision;
  onClose: () => void;
  onNotPending: () => void;
}

export function DemoDecisionModal({ request, action, onClose, onNotPending }: Props) {
  const intl = useIntl();
  useReturnFocus(); // mounted open: Mantine's returnFocus never sees it open
  const money = useMoney();
  const fieldError = useFieldError();
  const { decide, refresh, isPending } = useDemoDecision();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async ({ reason }) => {
    setRefusal(null);
    try {
      await decide(request.ID, action, reason);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await refresh();
        onNotPending();
        onClose();
      } else if (isApiError(error) && error.status === 400 && error.fieldErrors.reason) {
        form.setError('reason', { message: error.fieldErrors.reason });
      } else if (isApiError(error) && error.status === 403) {
        setRefusal(m.forbidden);
      } else {
        notifyError(error);
      }
    }
  });

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(action === 'approve' ? m.approveTitle : m.declineTitle)} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text>{intl.formatMessage(m.confirmBody, { amount: money(request.Amount), username: request.Username })}</Text>
          <DecisionReason
            refusal={refusal && intl.formatMessage(refusal)}
            label={intl.formatMessage(m.reason)}
            hint={intl.formatMessage(m.reasonHint)}
            maxLength={adminDemoBalanceActionBodyReasonMax}
            error={fieldError(form.formState.errors.reason?.message)}
            field={form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(m.back)}
            </Button>
            <Button type="submit" color={action === 'approve' ? 'teal' : 'red'} loading={isPending}>
              {intl.formatMessage(action === 'approve' ? m.approve : m.decline)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
