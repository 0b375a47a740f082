// payment-request (spec §2, §5): a payout of the whole available balance to a PIX key. The key is
// checked as what its type says (phone with the (99) 9 9999-9999 mask). A cpf key without a
// taxpayer id is refused before any call and the error is shown on the wallet. Going on from the
// form looks the key up (issue 19.2: POST /api/me/pix/recipient) and shows who it pays for the
// user to confirm (pix-recipient-confirm.tsx); a key the directory refuses (not found, not the
// payee's own CPF/CNPJ) or a look-up that failed is said at the key field, with a retry when the
// look-up itself failed. The payout is sent only from the confirmation, and only for the key that
// was looked up: a changed key is looked up again first. Each refusal code has its message in the
// form (an unknown code shows the code); 2011 goes to the bank-account step of the documents.
// Whatever the failure, everything typed stays.
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, InputBase, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { IMaskInput } from 'react-imask';
import { isApiError } from '@/api/api-error';
import { useGetPaymentInfo } from '@/api/generated/endpoints/payments/payments';
import { useLookupPixRecipient } from '@/api/generated/endpoints/pix-recipient/pix-recipient';
import type { PaymentInfo } from '@/api/generated/model/paymentInfo';
import type { PixRecipient } from '@/api/generated/model/pixRecipient';
import type { User } from '@/api/generated/model/user';
import { Money } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { FormSelect } from '@/components/form/form-select';
import { ModalActions } from '@/components/form/modal-actions';
import { PixKeyTypeSelect } from '@/components/form/pix-key-type-select';
import { useFieldError } from '@/components/form/use-field-error';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PHONE_KEY_MASK } from '@/lib/pix-key';
import { truncate2 } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useRequestPayout } from '../api/use-request-payout';
import {
  categoryMessages,
  invalidKeyMessages,
  pixTypeMessages,
  recipientErrorMessages,
  recipientMessages,
  requestMessages as m,
} from '../messages';
import { payoutCodeMessage } from '../payout-codes';
import { payoutFormDefaults, payoutFormSchema, type PayoutFormValues } from '../payout-form';
import { lookupFailure, type RecipientQuery, recipientQueryOf, sameRecipientQuery } from '../pix-recipient';
import { walletErrorPath } from '../wallet-error';
import { PixRecipientConfirm } from './pix-recipient-confirm';

const CATEGORIES = ['person', 'business', 'person_sb', 'business_sb'] as const;
const extraMessages = Object.fromEntries(
  [...Object.values(invalidKeyMessages), ...Object.values(recipientErrorMessages)].map((d) => [d.id, d]),
);

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
  const lookup = useLookupPixRecipient();
  const [refusal, setRefusal] = useState<number | null>(null);
  const [refusalUntil, setRefusalUntil] = useState<string | null>(null); // the end of a 2014 hold
  // The confirmation step: the look-up it shows (and for which query); null while on the form.
  const [looked, setLooked] = useState<{ query: RecipientQuery; recipient: PixRecipient; changed: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [lookupRetry, setLookupRetry] = useState(false); // the look-up itself failed: offer to try again
  const [focusTarget, setFocusTarget] = useState<{ on: 'key' | 'refusal' } | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const form = useForm<PayoutFormValues>({ resolver: zodResolver(payoutFormSchema), defaultValues: payoutFormDefaults(info) });
  const [category, keyType] = form.watch(['category', 'pixKeyType']);
  const amount = truncate2(category.endsWith('_sb') ? user.SubBalance : user.Balance);

  // Back on the form (Back, a refusal), the focus goes where the user has to look.
  useEffect(() => {
    if (!focusTarget || looked) return;
    if (focusTarget.on === 'key') form.setFocus('pixKey');
    else refusalRef.current?.focus();
  }, [focusTarget, looked, form]);

  /** Shows at the key field why the key cannot be confirmed (back on the form); false when it is not a key problem. */
  const showKeyProblem = (error: unknown, query: RecipientQuery, fromPayout: boolean): boolean => {
    const failure = lookupFailure(error, query);
    if (!failure || (fromPayout && failure.retry)) return false;
    setLooked(null);
    setLookupRetry(failure.retry);
    form.setError('pixKey', { message: failure.message });
    setFocusTarget({ on: 'key' });
    return true;
  };

  const lookUp = async (query: RecipientQuery, changed: boolean): Promise<void> => {
    try {
      const recipient = await lookup.mutateAsync({ data: query });
      setLooked({ query, recipient, changed });
    } catch (error) {
      if (!showKeyProblem(error, query, false)) notifyError(error);
    }
  };

  const goOn = form.handleSubmit(async (values) => {
    setRefusal(null);
    setLookupRetry(false);
    if (values.pixKeyType === 'cpf' && !user.TaxPayerId) {
      // Spec §5: this error is shown on the wallet, not in the modal.
      void navigate(walletErrorPath('cpf-without-taxpayer-id'));
      return;
    }
    await lookUp(recipientQueryOf(values), false);
  });

  const confirm = async () => {
    if (!looked) return;
    const current = recipientQueryOf(form.getValues());
    setConfirming(true);
    try {
      // A key (type, category) changed after its look-up: the user confirms the new recipient first.
      if (!sameRecipientQuery(current, looked.query)) {
        await lookUp(current, true);
        return;
      }
      await requestPayout.mutateAsync({ data: looked.query });
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
        setLooked(null);
        setFocusTarget({ on: 'refusal' });
      } else if (!showKeyProblem(error, looked.query, true)) notifyError(error); // 5xx, network: confirm again
    } finally {
      setConfirming(false);
    }
  };

  const back = () => {
    setLooked(null);
    setFocusTarget({ on: 'key' });
  };

  if (looked)
    return (
      <PixRecipientConfirm
        recipient={looked.recipient}
        amount={truncate2(looked.query.category.endsWith('_sb') ? user.SubBalance : user.Balance)}
        category={looked.query.category}
        changed={looked.changed}
        confirming={confirming}
        onBack={back}
        onConfirm={() => void confirm()}
      />
    );

  const keyLabel = intl.formatMessage(m.key);
  const keyError = fieldError(form.formState.errors.pixKey?.message, extraMessages);
  return (
    <form onSubmit={(e) => void goOn(e)} noValidate>
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
        <FormSelect
          control={form.control}
          name="category"
          label={intl.formatMessage(m.category)}
          data={CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(categoryMessages[c]) }))}
          required
        />
        <Controller
          control={form.control}
          name="pixKeyType"
          render={({ field }) => (
            <PixKeyTypeSelect
              label={intl.formatMessage(m.keyType)}
              typeLabels={pixTypeMessages}
              value={field.value}
              onChange={(type) => {
                field.onChange(type);
                form.setValue('pixKey', '');
                form.clearErrors('pixKey');
              }}
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
        {lookupRetry ? (
          <Group justify="flex-start">
            <Button variant="light" size="xs" onClick={() => void goOn()} loading={lookup.isPending} data-testid="payout-lookup-retry">
              {intl.formatMessage(recipientMessages.retry)}
            </Button>
          </Group>
        ) : null}
        {refusal !== null ? (
          <Alert
            ref={refusalRef}
            tabIndex={-1}
            color="red"
            title={intl.formatMessage(m.refusedTitle)}
            role="alert"
            data-testid="payout-refusal"
          >
            {payoutCodeMessage(intl, refusal, refusalUntil)}
          </Alert>
        ) : null}
        <ModalActions cancelLabel={intl.formatMessage(m.cancel)} onCancel={onClose}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {intl.formatMessage(recipientMessages.next)}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
