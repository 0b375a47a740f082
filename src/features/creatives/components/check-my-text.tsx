// "Check my own text" (issue 18): an affiliate's post, video script or caption, and optionally its
// landing link (typed, or one of their campaigns' links), checked against the compliance rules in
// force (checkCompliance). The checklist shows each rule, the words that break one marked in the
// text. Nothing typed is lost on a refusal or a failure; a text changed after its check says so.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import { useCheckCompliance } from '@/api/generated/endpoints/compliance/compliance';
import type { ComplianceResult } from '@/api/generated/model/complianceResult';
import {
  checkComplianceBody,
  checkComplianceBodyLandingUrlMax,
  checkComplianceBodyTextMax,
} from '@/api/generated/zod/compliance/compliance.zod';
import { ComplianceChecklist } from '@/components/creative/compliance-checklist';
import { useFieldError } from '@/components/form/use-field-error';
import { Page } from '@/components/layout/page';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { safeHttpUrl } from '@/lib/safe-url';
import { checkMessages as m } from '../messages';

const schema = checkComplianceBody
  .extend({
    text: z.string().max(checkComplianceBodyTextMax),
    landingUrl: z
      .string()
      .trim()
      .max(checkComplianceBodyLandingUrlMax)
      .refine((v) => v === '' || safeHttpUrl(v) !== null, { params: { id: m.badUrl.id } }),
  })
  .refine((v) => v.text.trim() !== '' || v.landingUrl !== '', { params: { id: m.needOne.id }, path: ['text'] });
type Values = z.infer<typeof schema>;

export function CheckMyText() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const check = useCheckCompliance();
  const campaigns = useGetCampaigns();
  const [result, setResult] = useState<{ for: string; result: ComplianceResult } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { text: '', landingUrl: '' }, mode: 'onSubmit' });
  const [text, landingUrl] = useWatch({ control: form.control, name: ['text', 'landingUrl'] });
  const current = `${text}\n${landingUrl}`;

  const submit = form.handleSubmit(async (values) => {
    const body = { ...(values.text.trim() ? { text: values.text } : {}), ...(values.landingUrl ? { landingUrl: values.landingUrl } : {}) };
    try {
      setResult({ for: `${values.text}\n${values.landingUrl}`, result: await check.mutateAsync({ data: body }) });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const fields = error.fieldErrors;
        const known = (['text', 'landingUrl'] as const).filter((f) => fields[f]);
        for (const f of known) form.setError(f, { message: fields[f] });
        if (known.length) return;
      }
      notifyError(error);
    }
  });

  const errorText = (message: string | undefined) => fieldError(message, { [m.badUrl.id]: m.badUrl, [m.needOne.id]: m.needOne });
  const links = (campaigns.data ?? []).filter((c) => safeHttpUrl(c.TrackingLink));
  return (
    <Page title={m.title} intro={m.intro} header="close">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Textarea
            {...form.register('text')}
            label={intl.formatMessage(m.text)}
            description={intl.formatMessage(m.textHint, { count: text.length, max: checkComplianceBodyTextMax })}
            error={errorText(form.formState.errors.text?.message)}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={checkComplianceBodyTextMax}
            data-autofocus
          />
          <Group align="flex-start" wrap="wrap" gap="sm">
            <Controller
              control={form.control}
              name="landingUrl"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  type="url"
                  label={intl.formatMessage(m.landingUrl)}
                  description={intl.formatMessage(m.landingUrlHint)}
                  placeholder="https://www.apostas.bet.br/…"
                  error={errorText(fieldState.error?.message)}
                  maxLength={checkComplianceBodyLandingUrlMax}
                  style={{ flex: '2 1 260px' }}
                />
              )}
            />
            {links.length > 0 && (
              <Select
                label={intl.formatMessage(m.fromCampaign)}
                placeholder={intl.formatMessage(m.fromCampaignPlaceholder)}
                data={links.map((c) => ({ value: c.TrackingLink, label: c.Name }))}
                value={null}
                onChange={(value) => value && form.setValue('landingUrl', value, { shouldDirty: true })}
                style={{ flex: '1 1 200px' }}
              />
            )}
          </Group>
          <Group>
            <Button type="submit" loading={check.isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
      {result && result.for !== current && (
        <Alert color="yellow" variant="light">
          {intl.formatMessage(m.stale)}
        </Alert>
      )}
      {result && <ComplianceChecklist result={result.result} />}
    </Page>
  );
}
