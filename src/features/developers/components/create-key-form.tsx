// A new API key: name, scopes and an optional expiry day. Bad input is told at its field (the
// form's rules, then the API's 400 by field); ten active keys (409) is said above the button; any
// other failure the generic notice. What was typed stays. The new key goes to `onCreated`, the
// only place it is shown. Checked when sent, then as it changes — not when a field is left: a
// message appearing under the expiry day as it loses focus moved the button from under the click
// that blurred it, and that click was lost.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { ApiKey } from '@/api/generated/model/apiKey';
import { ApiKeyScope } from '@/api/generated/model/apiKeyScope';
import { createApiKeyBodyNameMax } from '@/api/generated/zod/api-keys/api-keys.zod';
import { Section } from '@/components/layout/section';
import { ChoiceField } from '@/components/form/choice-group';
import { SubmitRow } from '@/components/form/submit-row';
import { useFieldError } from '@/components/form/use-field-error';
import { notifyError } from '@/lib/notify';
import { useCreateApiKey } from '../api/use-api-keys';
import { emptyKey, expiryInstant, keyFormSchema, type KeyFormValues } from '../key-schema';
import { developersMessages as m } from '../messages';
import { scopeLabels } from './scope-labels';

const extra = { [m.scopesRequired.id]: m.scopesRequired, [m.expiresPast.id]: m.expiresPast, [m.expiresFar.id]: m.expiresFar };
const API_FIELDS = { name: 'name', scopes: 'scopes', expiresAt: 'expires' } as const;

export function CreateKeyForm({ onCreated }: { onCreated: (key: ApiKey) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const create = useCreateApiKey();
  const [limit, setLimit] = useState(false);
  const form = useForm<KeyFormValues>({ resolver: zodResolver(keyFormSchema()), defaultValues: emptyKey });
  const { errors } = form.formState;
  const text = (message: string | undefined) => fieldError(message, extra);

  const submit = form.handleSubmit(async (values) => {
    setLimit(false);
    try {
      const key = await create.mutateAsync({
        data: { name: values.name, scopes: values.scopes, expiresAt: values.expires ? expiryInstant(values.expires) : null },
      });
      form.reset(emptyKey);
      onCreated(key);
    } catch (error) {
      if (isApiError(error) && error.status === 409) return setLimit(true);
      if (isApiError(error) && error.status === 400) {
        let shown = 0;
        for (const [api, field] of Object.entries(API_FIELDS)) {
          const message = error.fieldErrors[api];
          if (message) {
            form.setError(field, { message });
            shown += 1;
          }
        }
        if (shown) return;
      }
      notifyError(error);
    }
  });

  return (
    <Section id="developers-create-title" title={intl.formatMessage(m.createTitle)} onSubmit={submit}>
      <TextInput
        {...form.register('name')}
        label={intl.formatMessage(m.name)}
        description={intl.formatMessage(m.nameHint)}
        error={text(errors.name?.message)}
        maxLength={createApiKeyBodyNameMax}
        required
        autoComplete="off"
      />
      <ChoiceField
        control={form.control}
        name="scopes"
        kind="checkbox"
        label={intl.formatMessage(m.scopes)}
        options={Object.values(ApiKeyScope)}
        optionLabel={(s) => intl.formatMessage(scopeLabels[s])}
        error={text(errors.scopes?.message)}
        required
      />
      <TextInput
        {...form.register('expires')}
        type="date"
        label={intl.formatMessage(m.expires)}
        description={intl.formatMessage(m.expiresHint)}
        error={text(errors.expires?.message)}
        style={{ maxWidth: 260 }}
      />
      <SubmitRow
        label={intl.formatMessage(m.create)}
        loading={create.isPending}
        refusal={limit && intl.formatMessage(m.keyLimit)}
        refusalTestId="developers-key-limit"
      />
    </Section>
  );
}
