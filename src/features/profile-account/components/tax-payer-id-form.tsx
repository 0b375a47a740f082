// The CPF (POST /api/me/profile/taxpayerid): typed with the mask 999.999.999-99, checked by
// @brazilian-utils. Once the profile carries one it is shown masked and read-only. A CPF of
// another account (409) or a 400 shows at the field; the typed CPF stays.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { User } from '@/api/generated/model/user';
import { CpfInput } from '@/components/form/cpf-input';
import { useFieldError } from '@/components/form/use-field-error';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useSetTaxPayerId } from '../api/use-profile-mutations';
import { personalDataMessages as m } from '../messages';
import { taxPayerIdSchema, type TaxPayerIdValues } from '../profile-schemas';

const extra = { [m.cpfInvalid.id]: m.cpfInvalid, [m.cpfInUse.id]: m.cpfInUse };

export function TaxPayerIdForm({ user, canEdit }: { user: User; canEdit: boolean }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const save = useSetTaxPayerId();
  const form = useForm<TaxPayerIdValues>({ resolver: zodResolver(taxPayerIdSchema), defaultValues: { taxPayerId: '' }, mode: 'onTouched' });

  if (user.TaxPayerId) {
    return (
      <Stack gap="xs">
        <TextInput
          label={intl.formatMessage(m.cpf)}
          value={formatCpf(user.TaxPayerId)}
          readOnly
          variant="filled"
          data-testid="cpf-registered"
          maw={260}
        />
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.cpfSet)}
        </Text>
      </Stack>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ data: { taxPayerId: values.taxPayerId } });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setError('taxPayerId', { message: encodeErrorKey({ id: m.cpfInUse.id }) });
        return;
      }
      if (isApiError(error) && error.status === 400 && error.fieldErrors.taxPayerId) {
        form.setError('taxPayerId', { message: encodeErrorKey({ id: m.cpfInvalid.id }) });
        return;
      }
      notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.cpfIntro)}
        </Text>
        <Group align="flex-start">
          <Controller
            control={form.control}
            name="taxPayerId"
            render={({ field, fieldState }) => (
              <CpfInput
                {...field}
                label={intl.formatMessage(m.cpf)}
                error={fieldError(fieldState.error?.message, extra)}
                required
                style={{ flex: 1, maxWidth: 260 }}
              />
            )}
          />
          {canEdit && (
            <Button type="submit" mt={25} loading={save.isPending || form.formState.isSubmitting}>
              {intl.formatMessage(m.cpfSave)}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
