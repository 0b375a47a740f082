// The business step's form: CNPJ (numeric or alphanumeric, masked), names, the address in parts,
// CNAEs, and the CNPJ card and social contract (uploaded on choice, viewable in place). On
// submit the rules here run first, then the contract's validate call (its problems land at the
// fields), then the save, which sends the company to review. Nothing typed is lost on failure.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Business } from '@/api/generated/model/business';
import type { ProblemField } from '@/api/generated/model/problemField';
import { SubmitRow } from '@/components/form/submit-row';
import { useFieldError } from '@/components/form/use-field-error';
import { CEP_MASK, CNPJ_MASK_OPTIONS } from '@/lib/br-documents';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { BR_STATES } from '../address';
import { useSubmitBusiness } from '../api/business-actions';
import { businessMessages as m, documentsMessages as dm } from '../messages';
import {
  ADDRESS_PART_MAX,
  API_FIELD_TO_FORM,
  businessBody,
  businessFieldMessages,
  businessSchema,
  businessToInput,
  emptyBusiness,
  type BusinessInput,
  type BusinessValues,
} from './business-schema';
import { CnaeSelect } from './cnae-select';
import { DocumentUpload } from './document-upload';
import { MaskedFormField } from './masked-field';
import {
  saveBusinessBodyAddressNumberMax,
  saveBusinessBodyComplementMax,
  saveBusinessBodyNameAliasMax,
  saveBusinessBodyNameMax,
} from '@/api/generated/zod/business/business.zod';

interface Props {
  business: Business | null;
  canEdit: boolean;
}

export function BusinessForm({ business, canEdit }: Props) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { submit, phase } = useSubmitBusiness();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const form = useForm<BusinessInput, unknown, BusinessValues>({
    resolver: zodResolver(businessSchema),
    defaultValues: business ? businessToInput(business) : emptyBusiness,
  });
  const err = (name: keyof BusinessInput) => fieldError(form.formState.errors[name]?.message, businessFieldMessages);

  const showFieldProblems = (fields: ProblemField[]) => {
    for (const f of fields) {
      const name = API_FIELD_TO_FORM[f.field];
      if (name)
        form.setError(
          name,
          { message: encodeErrorKey({ id: m.errServerField.id, values: { message: f.message } }) },
          { shouldFocus: true },
        );
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const outcome = await submit(businessBody(values));
      if (outcome.kind === 'invalid') {
        showFieldProblems(outcome.fields);
        setRefusal(dm.errFields);
        return;
      }
      form.reset(businessToInput(outcome.business));
      notifySuccess(intl.formatMessage(m.saved));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setError('cnpj', { message: encodeErrorKey({ id: m.errCnpjInUse.id }) }, { shouldFocus: true });
        setRefusal(dm.errFields);
      } else if (isApiError(error) && error.status === 400 && error.problem?.fields?.length) {
        showFieldProblems(error.problem.fields);
        setRefusal(dm.errFields);
      } else {
        notifyError(error);
        setRefusal(dm.errGeneric);
      }
    }
  });

  const disabled = !canEdit;
  const text = (
    name: 'name' | 'nameAlias' | 'street' | 'number' | 'complement' | 'district' | 'city',
    label: MessageDescriptor,
    extra: { required?: boolean; autoComplete?: string; maxLength?: number } = {},
  ) => (
    <TextInput
      label={intl.formatMessage(label)}
      required={extra.required ?? true}
      autoComplete={extra.autoComplete ?? 'off'}
      maxLength={extra.maxLength ?? 160}
      disabled={disabled}
      error={err(name)}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.heading)}>
      <Stack>
        {!canEdit && <Alert color="gray">{intl.formatMessage(dm.readOnly)}</Alert>}
        {refusal && (
          <Alert color="red" title={intl.formatMessage(dm.errTitle)} role="alert" data-testid="business-refusal">
            {intl.formatMessage(refusal)}
          </Alert>
        )}
        <Fieldset legend={intl.formatMessage(m.sectionCompany)}>
          <Stack gap="sm">
            <MaskedFormField
              control={form.control}
              name="cnpj"
              maskOptions={CNPJ_MASK_OPTIONS}
              label={intl.formatMessage(m.cnpj)}
              description={intl.formatMessage(m.cnpjHint)}
              placeholder="00.000.000/0000-00"
              required
              disabled={disabled}
              error={err('cnpj')}
              style={{ maxWidth: 360 }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('name', m.name, { autoComplete: 'organization', maxLength: saveBusinessBodyNameMax })}
              {text('nameAlias', m.nameAlias, { required: false, maxLength: saveBusinessBodyNameAliasMax })}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={intl.formatMessage(m.sectionAddress)}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <MaskedFormField
              control={form.control}
              name="postalCode"
              maskOptions={{ mask: CEP_MASK }}
              inputMode="numeric"
              placeholder="00000-000"
              autoComplete="postal-code"
              label={intl.formatMessage(m.postalCode)}
              required
              disabled={disabled}
              error={err('postalCode')}
            />
            {text('street', m.street, { autoComplete: 'address-line1', maxLength: ADDRESS_PART_MAX.street })}
            {text('number', m.number, { maxLength: saveBusinessBodyAddressNumberMax })}
            {text('complement', m.complement, { required: false, autoComplete: 'address-line2', maxLength: saveBusinessBodyComplementMax })}
            {text('district', m.district, { maxLength: ADDRESS_PART_MAX.district })}
            {text('city', m.city, { autoComplete: 'address-level2', maxLength: ADDRESS_PART_MAX.city })}
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  label={intl.formatMessage(m.state)}
                  required
                  data={[...BR_STATES]}
                  searchable
                  allowDeselect={false}
                  name={field.name}
                  ref={field.ref}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  error={err('state')}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={intl.formatMessage(m.sectionActivities)}>
          <Controller
            control={form.control}
            name="cnaes"
            render={({ field }) => <CnaeSelect {...field} disabled={disabled} error={err('cnaes')} />}
          />
        </Fieldset>
        <Fieldset legend={intl.formatMessage(m.sectionDocuments)}>
          <Group align="flex-start" gap="lg" wrap="wrap">
            {(
              [
                ['cnpjCardMediaId', 'upload-cnpj-card', m.cnpjCard],
                ['socialContractMediaId', 'upload-social-contract', m.socialContract],
              ] as const
            ).map(([name, testId, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <DocumentUpload
                    testId={testId}
                    label={intl.formatMessage(label)}
                    mediaId={field.value}
                    onUploaded={(id) => form.setValue(name, id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                    error={err(name)}
                    disabled={disabled}
                  />
                )}
              />
            ))}
          </Group>
        </Fieldset>
        <SubmitRow label={intl.formatMessage(m.save)} loading={phase !== 'idle' || form.formState.isSubmitting} canSubmit={canEdit} />
      </Stack>
    </form>
  );
}
