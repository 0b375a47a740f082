// The bank account and PIX key form, shared by the affiliate's documents page and the admin's
// partner page: it knows the rules, not the endpoints. On submit the form's own rules run, then
// `onValidate` (the contract's validate call) — each refused field gets its message at the field —
// and only then `onSubmit`. A 400 from the save lands at the fields too; any other failure is a
// notice. Whatever fails, everything typed stays.
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { BankAccount } from '@/api/generated/model/bankAccount';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import type { ProblemField } from '@/api/generated/model/problemField';
import type { ValidationResult } from '@/api/generated/model/validationResult';
import { PixKeyTypeSelect } from '@/components/form/pix-key-type-select';
import { useFieldError } from '@/components/form/use-field-error';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import {
  bankAccountFormSchema,
  FORM_FIELDS,
  formDefaults,
  keyAfterTypeChange,
  ruleMessagesById,
  serverRuleFor,
  toApiBody,
  type BankAccountFormValues,
  type FormField,
} from './bank-account-schema';
import { BankSelect } from './bank-select';
import { bankAccountMessages as m, pixTypeMessages } from './messages';
import { PixKeyInput } from './pix-key-input';
import { isStepUpCancelled, useStepUp } from '@/components/security/step-up';

export interface BankAccountFormProps {
  /** The saved account, or null when there is none yet. */
  value: BankAccount | null;
  onValidate: (body: BankAccountInputBody) => Promise<ValidationResult>;
  /** Saves; a rejection with an ApiError 400 puts its fields' messages at the fields. */
  onSubmit: (body: BankAccountInputBody) => Promise<unknown>;
  submitLabel?: string;
  /** Accessible name of the form. */
  label?: string;
}

const isField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

export function BankAccountForm({ value, onValidate, onSubmit, submitLabel, label }: BankAccountFormProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [refused, setRefused] = useState(false);
  // The key last typed for each type, so going back to a type brings its key back.
  const keysByType = useRef<Partial<Record<BankAccountFormValues['pixKeyType'], string>>>({});
  const form = useForm<BankAccountFormValues>({ resolver: zodResolver(bankAccountFormSchema), defaultValues: formDefaults(value) });
  const { errors } = form.formState;
  const keyType = form.watch('pixKeyType');
  const error = (name: FormField) => fieldError(errors[name]?.message, ruleMessagesById);

  /** Puts the API's refusals at their fields; false when none of them is a form field. */
  const showRefusals = (fields: ProblemField[], type: BankAccountFormValues['pixKeyType']): boolean => {
    let shown = false;
    for (const { field } of fields)
      if (isField(field)) {
        form.setError(field, { message: encodeErrorKey({ id: serverRuleFor(field, type) }) }, { shouldFocus: !shown });
        shown = true;
      }
    return shown;
  };

  /** The agency or the account number: digits, with a hint of the expected form. */
  const digitsInput = (name: 'accountAgency' | 'accountNumber', label: MessageDescriptor, help: MessageDescriptor, maxLength: number) => (
    <TextInput
      label={intl.formatMessage(label)}
      description={intl.formatMessage(help)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      required
      {...form.register(name)}
      error={error(name)}
    />
  );

  const stepUp = useStepUp();
  const submit = form.handleSubmit(async (values) => {
    setRefused(false);
    const body = toApiBody(values);
    try {
      const check = await onValidate(body);
      if (!check.valid) {
        setRefused(true);
        showRefusals(check.fields, values.pixKeyType);
        return;
      }
      // A bank or PIX change asks for a fresh code (or the password) first (issue 17).
      await stepUp.guard(() => onSubmit(body));
    } catch (failure) {
      if (isStepUpCancelled(failure)) return;
      if (isApiError(failure) && failure.status === 400 && failure.problem?.fields?.length) {
        setRefused(true);
        if (showRefusals(failure.problem.fields, values.pixKeyType)) return;
      }
      notifyError(failure);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label ?? intl.formatMessage(m.title)}>
      <Stack>
        {refused ? (
          <Alert color="orange" role="alert" data-testid="bank-account-refused">
            {intl.formatMessage(m.checkFailed)}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="bankCode"
          render={({ field }) => <BankSelect {...field} error={error('bankCode')} current={value?.Bank} />}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {digitsInput('accountAgency', m.agency, m.agencyHelp, 7)}
          {digitsInput('accountNumber', m.account, m.accountHelp, 15)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="pixKeyType"
            render={({ field }) => (
              <PixKeyTypeSelect
                ref={field.ref}
                label={intl.formatMessage(m.keyType)}
                typeLabels={pixTypeMessages}
                value={field.value}
                onChange={(type) => {
                  const key = form.getValues('pixKey');
                  keysByType.current[field.value] = key;
                  field.onChange(type);
                  form.setValue('pixKey', keysByType.current[type] || keyAfterTypeChange(type, key));
                  form.clearErrors('pixKey');
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="pixKey"
            render={({ field }) => <PixKeyInput {...field} type={keyType} label={intl.formatMessage(m.key)} error={error('pixKey')} />}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel ?? intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
      {stepUp.dialog}
    </form>
  );
}
