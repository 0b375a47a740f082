// The ban form of the `partner-ban` modal: a reason (the contract's lengths, first letter
// capitalised) and, optionally, the day of an automatic unban (today to the contract's last day,
// one month ahead by default). A refusal or a failure keeps everything typed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from '@/lib/dayjs';
import { z } from 'zod';
// zod's error map (message ids for the fields): installed by this import, not by useFieldError.
import '@/lib/form-errors';
import { Alert, Button, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { adminBanPartnerBodyReasonMax, adminBanPartnerBodyReasonMin } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { adminBanPartnerLimits } from '@/api/generated/zod/contract-limits';
import { FormInput } from '@/components/form/form-input';
import { ModalActions } from '@/components/form/modal-actions';
import { useFieldError } from '@/components/form/use-field-error';
import { formatDate } from '@/lib/dates';
import { useBanPartner } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';

export const LAST_UNBAN_DAY: string = adminBanPartnerLimits.lastUnbanDay;
const DATE_RANGE = 'admin-partners.ban.date-range';

/** Today in Brazil's time (the API's calendar), as YYYY-MM-DD. */
export function brazilToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function banSchema(today: string) {
  return z
    .object({
      reason: z.string().trim().min(1).min(adminBanPartnerBodyReasonMin).max(adminBanPartnerBodyReasonMax),
      unban: z.boolean(),
      unbanDate: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.unban) return;
      if (!v.unbanDate) ctx.addIssue({ code: 'custom', path: ['unbanDate'], params: { id: 'form.error.required' } });
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.unbanDate) || v.unbanDate < today || v.unbanDate > LAST_UNBAN_DAY)
        ctx.addIssue({
          code: 'custom',
          path: ['unbanDate'],
          params: { id: DATE_RANGE, values: { min: formatDate(today), max: formatDate(LAST_UNBAN_DAY) } },
        });
    });
}
type Values = z.infer<ReturnType<typeof banSchema>>;

export function PartnerBanForm({ partnerId, onDone, onCancel }: { partnerId: number; onDone: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [today] = useState(() => brazilToday());
  const [failure, setFailure] = useState<'not-found' | 'failed' | null>(null);
  const { ban, isPending } = useBanPartner(partnerId);
  const form = useForm<Values>({
    resolver: zodResolver(banSchema(today)),
    defaultValues: { reason: '', unban: true, unbanDate: dayjs(today).add(1, 'month').format('YYYY-MM-DD') },
  });
  const { errors } = form.formState;
  const unban = form.watch('unban');
  const extra = { [DATE_RANGE]: m.banDateRange };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await ban({
        reason: capitalise(values.reason.trim()),
        unban: values.unban,
        ...(values.unban ? { unbanDate: values.unbanDate } : {}),
      });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 404) return setFailure('not-found');
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        const f = error.fieldErrors;
        if (f.reason) form.setError('reason', { message: f.reason });
        if (f.unbanDate) form.setError('unbanDate', { message: f.unbanDate });
        return;
      }
      setFailure('failed');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color={failure === 'not-found' ? 'orange' : 'red'} role="alert">
            {intl.formatMessage(failure === 'not-found' ? m.banNotFound : m.banFailed)}
          </Alert>
        )}
        <FormInput
          component={Textarea}
          control={form.control}
          name="reason"
          transform={capitalise}
          label={intl.formatMessage(m.banReason)}
          description={intl.formatMessage(m.banReasonHint, { min: adminBanPartnerBodyReasonMin, max: adminBanPartnerBodyReasonMax })}
          required
          autosize
          minRows={2}
          maxLength={adminBanPartnerBodyReasonMax}
          error={fieldError(errors.reason?.message)}
        />
        <FormInput component={Switch} toggle control={form.control} name="unban" label={intl.formatMessage(m.banUnban)} />
        {unban && (
          <TextInput
            type="date"
            label={intl.formatMessage(m.banUnbanDate)}
            required
            min={today}
            max={LAST_UNBAN_DAY}
            {...form.register('unbanDate')}
            error={fieldError(errors.unbanDate?.message, extra)}
          />
        )}
        <ModalActions cancelLabel={intl.formatMessage(m.cancel)} onCancel={onCancel} cancelDisabled={isPending}>
          <Button type="submit" color="red" loading={isPending}>
            {intl.formatMessage(m.banSubmit)}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
