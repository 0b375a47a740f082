// payment-request (spec §2, §5): a payout of the whole available balance to a PIX key. The key is
// checked as what its type says (phone with the (99) 9 9999-9999 mask). A cpf key without a
// taxpayer id is refused before any call and the error is shown on the wallet. Each refusal
// code has its message in the modal (an unknown code shows the code); 2011 goes to the
// bank-account step of the documents. Whatever the failure, everything typed stays.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, InputBase, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { IMaskInput } from 'react-imask';
import { isApiError } from '@/api/api-error';
import { useGetPaymentInfo } from '@/api/generated/endpoints/payments/payments';
import type { PaymentInfo } from '@/api/generated/model/paymentInfo';
import type { User } from '@/api/generated/model/user';
import { Money } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { useFieldError } from '@/components/form/use-field-error';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PHONE_KEY_MASK, PIX_KEY_TYPES, pixKeyForApi } from '@/lib/pix-key';
import { truncate2 } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useRequestPayout } from '../api/use-request-payout';
import { categoryMessages, invalidKeyMessages, pixTypeMessages, requestMessages as m } from '../messages';
import { payoutCodeMessage } from '../payout-codes';
import { payoutFormDefaults, payoutFormSchema, type PayoutFormValues } from '../payout-form';
import { walletErrorPath } from '../wallet-error';

const CATEGORIES = ['person', 'business', 'person_sb', 'business_sb'] as const;
const extraMessages = Object.fromEntries(Object.values(invalidKeyMessages).map((d) => [d.id, d]));

export function PaymentRequestModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const info = useGetPaymentInfo();
  const { user } = useSession();
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.title)} size="md">
      <QueryState query={info}>{(data) => (user ? <PayoutForm info={data} user={user} onClose={onClose} /> : null)}</QueryState>
    </Modal>
  );
}

function PayoutForm({ info, user, onClose }: { info: PaymentInfo; user: User; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const requestPayout = useRequestPayout();
  const [refusal, setRefusal] = useState<number | null>(null);
  const [refusalUntil, setRefusalUntil] = useState<string | null>(null); // the end of a 2014 hold
  const form = useForm<PayoutFormValues>({ resolver: zodResolver(payoutFormSchema), defaultValues: payoutFormDefaults(info) });
  const [category, keyType] = form.watch(['category', 'pixKeyType']);
  const amount = truncate2(category.endsWith('_sb') ? user.SubBalance : user.Balance);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (values.pixKeyType === 'cpf' && !user.TaxPayerId) {
      // Spec §5: this error is shown on the wallet, not in the modal.
      void navigate(walletErrorPath('cpf-without-taxpayer-id'));
      return;
    }
    try {
      await requestPayout.mutateAsync({
        data: { pixKeyType: values.pixKeyType, pixKey: pixKeyForApi(values.pixKeyType, values.pixKey), category: values.category },
      });
      notifySuccess(intl.formatMessage(m.success));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code !== undefined) {
        if (error.code === 2011) {
          void navigate(`${paths.profile.documents}?step=bank-account`);
          return;
        }
        setRefusal(error.code);
        setRefusalUntil(error.problem?.retryAt ?? null);
      } else if (isApiError(error) && error.status === 400 && error.fieldErrors.pixKey) {
        form.setError('pixKey', { message: error.fieldErrors.pixKey });
      } else notifyError(error);
    }
  });

  const keyLabel = intl.formatMessage(m.key);
  const keyError = fieldError(form.formState.errors.pixKey?.message, extraMessages);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.amount)}
          </Text>
          <Text size="xl" fw={700} data-testid="payout-amount">
            <Money value={amount} />
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.amountHelp)}
          </Text>
        </Stack>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              label={intl.formatMessage(m.category)}
              data={CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(categoryMessages[c]) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="pixKeyType"
          render={({ field }) => (
            <Select
              label={intl.formatMessage(m.keyType)}
              data={PIX_KEY_TYPES.map((t) => ({ value: t, label: intl.formatMessage(pixTypeMessages[t]) }))}
              value={field.value}
              onChange={(v) => {
                if (!v || v === field.value) return;
                field.onChange(v);
                form.setValue('pixKey', '');
                form.clearErrors('pixKey');
              }}
              allowDeselect={false}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="pixKey"
          render={({ field }) =>
            keyType === 'phone' ? (
              <InputBase
                key="phone"
                component={IMaskInput}
                mask={PHONE_KEY_MASK}
                label={keyLabel}
                placeholder="(99) 9 9999-9999"
                inputMode="tel"
                autoComplete="tel-national"
                value={field.value}
                onAccept={(value: string) => field.onChange(value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={keyError}
                required
              />
            ) : (
              <TextInput
                key={keyType}
                label={keyLabel}
                inputMode={keyType === 'email' ? 'email' : keyType === 'random' ? 'text' : keyType === 'cpf' ? 'numeric' : 'text'}
                type={keyType === 'email' ? 'email' : 'text'}
                {...field}
                error={keyError}
                required
              />
            )
          }
        />
        {refusal !== null ? (
          <Alert color="red" title={intl.formatMessage(m.refusedTitle)} role="alert" data-testid="payout-refusal">
            {payoutCodeMessage(intl, refusal, refusalUntil)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
