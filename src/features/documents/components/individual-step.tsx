// The individual step: the account holder's name (updateProfile, once a day) and CPF
// (setTaxPayerId, check digits verified here first). Only what changed is sent. A 400 lands on
// the fields, a 409 on the CPF, a 429 says from when the name may change; every failure keeps
// what was typed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { User } from '@/api/generated/model/user';
import { NameInputs } from '@/components/form/name-inputs';
import { SubmitRow } from '@/components/form/submit-row';
import { useFieldError } from '@/components/form/use-field-error';
import { CPF_MASK, formatCpf } from '@/lib/br-documents';
import { formatDateTime } from '@/lib/dates';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { individualChanges, useSaveIndividual } from '../api/individual-actions';
import { documentsMessages as dm, individualMessages as m } from '../messages';
import { MaskedFormField } from './masked-field';
import { StepFrame } from './step-frame';
import { individualFieldMessages, individualSchema, type IndividualInput, type IndividualValues } from './individual-schema';

const API_FIELDS = { firstName: 'firstName', lastName: 'lastName', taxPayerId: 'taxPayerId' } as const;

interface Props {
  user: User;
  canEdit: boolean;
}

export function IndividualStep({ user, canEdit }: Props) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const save = useSaveIndividual();
  const [refusal, setRefusal] = useState<{ message: MessageDescriptor; values?: Record<string, string> } | null>(null);
  const form = useForm<IndividualInput, unknown, IndividualValues>({
    resolver: zodResolver(individualSchema),
    defaultValues: { firstName: user.FirstName, lastName: user.LastName, taxPayerId: user.TaxPayerId ? formatCpf(user.TaxPayerId) : '' },
  });
  const err = (name: keyof IndividualInput) => fieldError(form.formState.errors[name]?.message, individualFieldMessages);
  const lockedUntil =
    user.ProfileUpdateAvailableAt && new Date(user.ProfileUpdateAvailableAt) > new Date() ? user.ProfileUpdateAvailableAt : null;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const changes = individualChanges(user, values);
    if (lockedUntil) changes.name = false;
    if (!changes.cpf && !changes.name) {
      setRefusal({ message: m.nothingChanged });
      return;
    }
    try {
      await save(values, changes);
      notifySuccess(intl.formatMessage(m.saved));
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http') {
        notifyError(error);
        setRefusal({ message: dm.errGeneric });
      } else if (error.status === 409) {
        form.setError('taxPayerId', { message: encodeErrorKey({ id: m.errCpfInUse.id }) });
        setRefusal({ message: dm.errFields });
      } else if (error.status === 429) {
        setRefusal({ message: m.errDaily, values: { date: formatDateTime(error.problem?.retryAt) } });
      } else if (error.status === 400) {
        const fields = error.fieldErrors;
        for (const [api, name] of Object.entries(API_FIELDS)) {
          if (fields[api]) form.setError(name, { message: encodeErrorKey({ id: 'form.error.server', values: { message: fields[api] } }) });
        }
        setRefusal({ message: dm.errFields });
      } else {
        notifyError(error);
        setRefusal({ message: dm.errGeneric });
      }
    }
  });

  const disabled = !canEdit;
  return (
    <StepFrame
      title={intl.formatMessage(m.heading)}
      intro={intl.formatMessage(m.intro)}
      headingId="documents-individual-heading"
      onSubmit={submit}
    >
      {!canEdit && <Alert color="gray">{intl.formatMessage(dm.readOnly)}</Alert>}
      {!user.TaxPayerId && <Alert color="yellow">{intl.formatMessage(m.cpfMissing)}</Alert>}
      {refusal && (
        <Alert
          color={refusal.message === m.nothingChanged ? 'blue' : 'red'}
          title={refusal.message === m.nothingChanged ? undefined : intl.formatMessage(dm.errTitle)}
          role="alert"
          data-testid="individual-refusal"
        >
          {intl.formatMessage(refusal.message, refusal.values)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameInputs user={user} messages={m} register={form.register} error={err} maxLength={64} disabled={disabled || !!lockedUntil} />
      </SimpleGrid>
      {lockedUntil && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.nameLocked, { date: formatDateTime(lockedUntil) })}
        </Text>
      )}
      <MaskedFormField
        control={form.control}
        name="taxPayerId"
        maskOptions={{ mask: CPF_MASK }}
        inputMode="numeric"
        placeholder="000.000.000-00"
        label={intl.formatMessage(m.cpf)}
        description={intl.formatMessage(m.cpfHint)}
        required
        disabled={disabled}
        error={err('taxPayerId')}
        style={{ maxWidth: 320 }}
      />
      <SubmitRow label={intl.formatMessage(m.save)} loading={form.formState.isSubmitting} canSubmit={canEdit} />
    </StepFrame>
  );
}
