// Sets a new password for the partner (PUT …/password), both fields equal and at least 6 characters.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { useIntl } from 'react-intl';
import { Section } from '@/components/layout/section';
import {
  adminUpdatePartnerPasswordBody,
  adminUpdatePartnerPasswordBodyPasswordConfirmationMax,
  adminUpdatePartnerPasswordBodyPasswordMax,
} from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { SubmitRow } from '@/components/form/submit-row';
import { useFieldError } from '@/components/form/use-field-error';
import { notifyError } from '@/lib/notify';
import { useResetPassword } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';

const MISMATCH = 'admin-partners.password.mismatch';
const schema = adminUpdatePartnerPasswordBody.refine((v) => v.password === v.passwordConfirmation, {
  path: ['passwordConfirmation'],
  params: { id: MISMATCH },
});
type Values = { password: string; passwordConfirmation: string };

export function PartnerPassword({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { reset, isPending } = useResetPassword(partnerId);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', passwordConfirmation: '' } });
  const { errors } = form.formState;
  const extra = { [MISMATCH]: m.passwordMismatch };
  const submit = form.handleSubmit(async (values) => {
    try {
      await reset(values);
      form.reset();
    } catch (error) {
      if (setServerFieldErrors(error, ['password', 'passwordConfirmation'], form.setError)) return;
      notifyError(error);
    }
  });
  return (
    <Section id="partner-password-title" title={intl.formatMessage(m.passwordTitle)} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PasswordInput
          label={intl.formatMessage(m.password)}
          autoComplete="new-password"
          maxLength={adminUpdatePartnerPasswordBodyPasswordMax}
          {...form.register('password')}
          error={fieldError(errors.password?.message)}
        />
        <PasswordInput
          label={intl.formatMessage(m.passwordConfirm)}
          autoComplete="new-password"
          maxLength={adminUpdatePartnerPasswordBodyPasswordConfirmationMax}
          {...form.register('passwordConfirmation')}
          error={fieldError(errors.passwordConfirmation?.message, extra)}
        />
      </SimpleGrid>
      <SubmitRow label={intl.formatMessage(m.passwordSubmit)} loading={isPending} />
    </Section>
  );
}
