// campaign-create (spec §2, §4): name required, letters A-Z, digits and hyphens within the
// contract's lengths, transformed as typed (non-word characters stripped, spaces become hyphens,
// trailing hyphen removed, cut at the maximum); description up to its maximum. A 406 says the maximum is reached, a 400 shows at the fields, any
// other failure the generic notice; in every case the input stays. Success closes the modal.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { getGetCampaignLimitQueryKey } from '@/api/generated/endpoints/campaigns/campaigns';
import {
  createCampaignBody,
  createCampaignBodyDescriptionMax,
  createCampaignBodyNameMax,
  createCampaignBodyNameMin,
} from '@/api/generated/zod/campaigns/campaigns.zod';
import { FormModal } from '@/components/form/form-modal';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { useFieldError } from '@/components/form/use-field-error';
import { sanitizeCampaignName, sanitizeCampaignNameInput } from '@/lib/campaign-name';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { campaignMessages as m } from '../messages';
import { useCreateCampaign } from '../api/use-create-campaign';

// The contract's lengths; the UI's own rules: "required" before the minimum, the format as its own
// message (the contract's pattern also states the lengths), and an empty description allowed.
const schema = createCampaignBody.extend({
  name: z
    .string()
    .min(1)
    .min(createCampaignBodyNameMin)
    .max(createCampaignBodyNameMax)
    .refine((v) => /^[A-Za-z0-9-]*$/.test(v), { params: { id: m.nameFormat.id } }),
  description: z.string().max(createCampaignBodyDescriptionMax),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'description'] as const;

export function CampaignCreateModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const create = useCreateCampaign();
  const [limitReached, setLimitReached] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', description: '' }, mode: 'onTouched' });
  const description = form.watch('description');

  const submit = form.handleSubmit(async (values) => {
    setLimitReached(false);
    try {
      const trimmed = values.description.trim();
      await create.mutateAsync({ data: { name: values.name, ...(trimmed ? { description: trimmed } : {}) } });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 406) {
        setLimitReached(true);
        void queryClient.invalidateQueries({ queryKey: getGetCampaignLimitQueryKey() });
        return;
      }
      if (setServerFieldErrors(error, FIELDS, form.setError)) return;
      notifyError(error);
    }
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // The trailing hyphen kept while typing goes before the rule is checked.
    form.setValue('name', sanitizeCampaignName(form.getValues('name')));
    return submit(event);
  };

  const busy = create.isPending || form.formState.isSubmitting;
  const text = (message: string | undefined) => fieldError(message, { [m.nameFormat.id]: m.nameFormat });
  return (
    <FormModal
      title={intl.formatMessage(m.createTitle)}
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      busy={busy}
      cancelLabel={intl.formatMessage(m.cancel)}
      submitLabel={intl.formatMessage(m.submit)}
    >
      {limitReached && (
        <Alert color="red" role="alert" data-testid="campaign-limit-error">
          {intl.formatMessage(m.limitError)}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(sanitizeCampaignNameInput(e.currentTarget.value))}
            onBlur={() => {
              field.onChange(sanitizeCampaignName(field.value));
              field.onBlur();
            }}
            label={intl.formatMessage(m.name)}
            description={intl.formatMessage(m.nameHint, { min: createCampaignBodyNameMin, max: createCampaignBodyNameMax })}
            error={text(fieldState.error?.message)}
            required
            autoComplete="off"
            data-autofocus
          />
        )}
      />
      <Textarea
        {...form.register('description')}
        label={intl.formatMessage(m.description)}
        description={intl.formatMessage(m.descriptionHint, { count: description.length, max: createCampaignBodyDescriptionMax })}
        error={text(form.formState.errors.description?.message)}
        rows={3}
      />
    </FormModal>
  );
}
