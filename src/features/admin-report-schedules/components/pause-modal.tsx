// Pausing a partner's schedule: the reason (6–128 characters, shown to the partner) checked with
// the generated body schema at its field; the API's 400 also at the field; any other failure the
// generic notice. What was typed stays until the pause succeeds. Checked when sent, not when the
// field is left (a message appearing then moves the buttons from under the click).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import type { AdminReportSchedule } from '@/api/generated/model/adminReportSchedule';
import {
  adminPauseReportScheduleBody,
  adminPauseReportScheduleBodyReasonMax,
} from '@/api/generated/zod/admin-schedules/admin-schedules.zod';
import { useFieldError } from '@/components/form/use-field-error';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { usePauseSchedule } from '../api/use-pause';
import { adminSchedulesMessages as m } from '../messages';

const schema = adminPauseReportScheduleBody.extend({
  reason: z.string().trim().pipe(adminPauseReportScheduleBody.shape.reason),
});
type Values = z.infer<typeof schema>;

export function PauseModal({ schedule, onClose }: { schedule: AdminReportSchedule; onClose: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const pause = usePauseSchedule();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await pause.mutateAsync({ scheduleId: schedule.ID, data: values });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fieldErrors.reason)
        form.setError('reason', { message: error.fieldErrors.reason });
      else notifyError(error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.pauseTitle, { partner: schedule.PartnerUsername })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            {...form.register('reason')}
            label={intl.formatMessage(m.reason)}
            error={fieldError(form.formState.errors.reason?.message)}
            maxLength={adminPauseReportScheduleBodyReasonMax}
            rows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" color="red" loading={pause.isPending}>
              {intl.formatMessage(m.pauseConfirm)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
