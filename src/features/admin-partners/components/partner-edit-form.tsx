// Edits a partner's data (PUT): only the changed fields are sent. Field errors from the API and
// the 409 "already in use" land at their fields; everything typed stays on any failure.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
// zod's error map (message ids for the fields): installed by this import, not by useFieldError.
import '@/lib/form-errors';
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SubmitRow } from '@/components/form/submit-row';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { Country } from '@/api/generated/model/country';
import type { Partner } from '@/api/generated/model/partner';
import {
  adminUpdatePartnerBody,
  adminUpdatePartnerBodyAffiliateManagerMax,
  adminUpdatePartnerBodyEmailMax,
  adminUpdatePartnerBodyFirstNameMax,
  adminUpdatePartnerBodyLastNameMax,
  adminUpdatePartnerBodyUsernameMax,
} from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { useFieldError } from '@/components/form/use-field-error';
import { notifyError } from '@/lib/notify';
import { useUpdatePartner } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';

const schema = adminUpdatePartnerBody
  .pick({ email: true, username: true, taxPayerId: true })
  .required()
  .extend({
    firstName: z.string().trim().min(1).max(adminUpdatePartnerBodyFirstNameMax),
    lastName: z.string().trim().min(1).max(adminUpdatePartnerBodyLastNameMax),
    country: z.enum(Object.values(Country) as [Country, ...Country[]]),
    affiliateManager: z.string().trim().max(adminUpdatePartnerBodyAffiliateManagerMax),
  });
type Values = z.infer<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'email', 'username', 'taxPayerId', 'country', 'affiliateManager'] as const;

function initialValues(p: Partner): Values {
  return {
    firstName: p.FirstName,
    lastName: p.LastName,
    email: p.Email,
    username: p.Username,
    taxPayerId: p.TaxPayerId ?? '',
    country: p.Country,
    affiliateManager: p.AffiliateManager ?? '',
  };
}

export function PartnerEditForm({ partner, onDone }: { partner: Partner; onDone: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { update, isPending } = useUpdatePartner(partner.ID);
  const [formError, setFormError] = useState<string | null>(null);
  const initial = initialValues(partner);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = form.formState;
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changed = Object.fromEntries(
      FIELDS.filter((f) => values[f] !== initial[f]).map((f) => [f, f === 'affiliateManager' && values[f] === '' ? null : values[f]]),
    );
    if (Object.keys(changed).length === 0) {
      setFormError(intl.formatMessage(m.nothingChanged));
      return;
    }
    try {
      await update(changed);
      onDone();
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        const fields = error.fieldErrors;
        for (const f of FIELDS) if (fields[f]) form.setError(f, { message: fields[f] });
        if (error.status === 409) setFormError(intl.formatMessage(m.dataInUse));
        return;
      }
      notifyError(error);
    }
  });

  const text = (name: Exclude<(typeof FIELDS)[number], 'country'>, label: string, extra?: { type?: string; maxLength?: number }) => (
    <TextInput label={label} {...extra} {...form.register(name)} error={fieldError(errors[name]?.message)} />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.dataTitle)}>
      <Stack gap="sm">
        {formError && (
          <Alert color="orange" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('firstName', intl.formatMessage(m.firstName), { maxLength: adminUpdatePartnerBodyFirstNameMax })}
          {text('lastName', intl.formatMessage(m.lastName), { maxLength: adminUpdatePartnerBodyLastNameMax })}
          {text('email', intl.formatMessage(m.email), { type: 'email', maxLength: adminUpdatePartnerBodyEmailMax })}
          {text('username', intl.formatMessage(m.username), { maxLength: adminUpdatePartnerBodyUsernameMax })}
          {text('taxPayerId', intl.formatMessage(m.taxPayerId), { maxLength: 14 })}
          <Select
            label={intl.formatMessage(m.country)}
            data={Object.values(Country).map((c) => ({ value: c, label: countryNames.of(c) ?? c }))}
            value={form.watch('country')}
            onChange={(v) => v && form.setValue('country', v as Country, { shouldDirty: true })}
            allowDeselect={false}
            error={fieldError(errors.country?.message)}
          />
          {text('affiliateManager', intl.formatMessage(m.manager), { maxLength: adminUpdatePartnerBodyAffiliateManagerMax })}
        </SimpleGrid>
        <SubmitRow
          label={intl.formatMessage(m.save)}
          loading={isPending}
          cancel={{ label: intl.formatMessage(m.cancel), onClick: onDone, disabled: isPending }}
        />
      </Stack>
    </form>
  );
}
