// The creative editor (issue 18), for a new creative and for an existing one: name, type, text,
// landing URL, campaign type, market (the currency follows the country), language and — for a
// banner — its image. The form starts from the generated body schema (adminCreateCreativeBody)
// with the UI's rules; the compliance checklist beside it follows the text and the landing URL as
// they are typed (checkCompliance, debounced). A refusal lands at its field or in an alert and
// nothing typed is lost.
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Grid, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { setServerFieldErrors } from '@/components/form/server-field-errors';
import { useCheckCompliance } from '@/api/generated/endpoints/compliance/compliance';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import type { ComplianceResult } from '@/api/generated/model/complianceResult';
import type { CreativeImage } from '@/api/generated/model/creativeImage';
import {
  adminCreateCreativeBody,
  adminCreateCreativeBodyLandingUrlMax,
  adminCreateCreativeBodyNameMax,
  adminCreateCreativeBodyNameMin,
  adminCreateCreativeBodyTextMax,
} from '@/api/generated/zod/admin-creatives/admin-creatives.zod';
import { ComplianceChecklist } from '@/components/creative/compliance-checklist';
import { campaignTypeMessages, countryMessages, kindMessages, languageMessages } from '@/components/creative/messages';
import { useFieldError } from '@/components/form/use-field-error';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { safeHttpUrl } from '@/lib/safe-url';
import { useSaveCreative } from '../api/creative-writes';
import { editorMessages as m, reviewMessages } from '../messages';
import { BannerUpload } from './banner-upload';

const CURRENCY = { BR: 'BRL', AR: 'ARS', CL: 'CLP', CR: 'CRC', MX: 'MXN', PE: 'PEN' } as const;

const schema = adminCreateCreativeBody
  .extend({
    name: z.string().trim().min(adminCreateCreativeBodyNameMin).max(adminCreateCreativeBodyNameMax),
    text: z.string().trim().min(1).max(adminCreateCreativeBodyTextMax),
    landingUrl: z
      .string()
      .trim()
      .min(1)
      .max(adminCreateCreativeBodyLandingUrlMax)
      .refine((v) => safeHttpUrl(v) !== null, { params: { id: m.badUrl.id } }),
    imageId: z.number().nullable(),
  })
  .refine((v) => v.kind === 'text' || v.imageId !== null, { params: { id: m.imageRequired.id }, path: ['imageId'] });
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'kind', 'text', 'landingUrl', 'campaignType', 'country', 'language', 'imageId'] as const;

function defaults(c?: AdminCreative): Values {
  return {
    name: c?.Name ?? '',
    kind: c?.Kind ?? 'banner',
    text: c?.Text ?? '',
    landingUrl: c?.LandingUrl ?? '',
    campaignType: c?.CampaignType ?? 'sports',
    country: c?.Country ?? 'BR',
    language: c?.Language ?? 'pt-br',
    imageId: c?.Image?.ID ?? null,
  };
}

/** The checklist of what is typed, a moment after typing stops (keyed by what was checked). */
function useLiveCheck(text: string, landingUrl: string) {
  const [debounced] = useDebouncedValue(JSON.stringify([text, landingUrl]), 600);
  const { mutateAsync } = useCheckCompliance();
  const [result, setResult] = useState<{ key: string; result: ComplianceResult | null } | null>(null);
  useEffect(() => {
    const [t, url] = JSON.parse(debounced) as [string, string];
    const link = safeHttpUrl(url.trim());
    const body = { ...(t.trim() ? { text: t } : {}), ...(link ? { landingUrl: url.trim() } : {}) };
    if (!Object.keys(body).length) return;
    let live = true;
    mutateAsync({ data: body }).then(
      (r) => live && setResult({ key: debounced, result: r }),
      () => live && setResult({ key: debounced, result: null }),
    );
    return () => {
      live = false;
    };
  }, [debounced, mutateAsync]);
  return result;
}

interface Props {
  creative?: AdminCreative;
  onSaved: (creative: AdminCreative) => void;
  onCancel?: () => void;
}

export function CreativeForm({ creative, onSaved, onCancel }: Props) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { save, isPending } = useSaveCreative();
  const [image, setImage] = useState<CreativeImage | null>(creative?.Image ?? null);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults(creative), mode: 'onTouched' });
  const [kind, text, landingUrl, country] = useWatch({ control: form.control, name: ['kind', 'text', 'landingUrl', 'country'] });
  const live = useLiveCheck(text, landingUrl);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const { imageId, ...rest } = values;
    try {
      onSaved(await save({ ...rest, ...(values.kind === 'banner' ? { imageId } : {}) }, creative?.ID));
    } catch (error) {
      if (isApiError(error) && error.status === 409) return setRefusal(m.publishedMustPass);
      if (isApiError(error) && error.status === 403) return setRefusal(m.forbidden);
      if (setServerFieldErrors(error, FIELDS, form.setError)) return;
      notifyError(error);
    }
  });

  const errorText = (message: string | undefined) =>
    fieldError(message, { [m.badUrl.id]: m.badUrl, [m.imageRequired.id]: m.imageRequired });
  const select = (messages: Record<string, MessageDescriptor>) =>
    Object.entries(messages).map(([value, label]) => ({ value, label: intl.formatMessage(label) }));
  const selectField = (
    name: 'campaignType' | 'country' | 'language',
    label: MessageDescriptor,
    data: { value: string; label: string }[],
    description?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={intl.formatMessage(label)}
          description={description}
          data={data}
          value={field.value}
          onChange={(v) => v && field.onChange(v)}
          onBlur={field.onBlur}
          allowDeselect={false}
          error={errorText(fieldState.error?.message)}
          style={{ flex: '1 1 180px' }}
        />
      )}
    />
  );

  const current = JSON.stringify([text, landingUrl]);
  const checklist = live?.result ?? creative?.Compliance ?? null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <RefusalAlert>{refusal && intl.formatMessage(refusal)}</RefusalAlert>
            <TextInput
              {...form.register('name')}
              label={intl.formatMessage(m.name)}
              description={intl.formatMessage(m.nameHint)}
              error={errorText(form.formState.errors.name?.message)}
              maxLength={adminCreateCreativeBodyNameMax}
              required
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="creative-kind-label">
                {intl.formatMessage(m.kind)}
              </Text>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="creative-kind-label"
                    data={select(kindMessages)}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Stack>
            <Textarea
              {...form.register('text')}
              label={intl.formatMessage(m.text)}
              description={intl.formatMessage(kind === 'banner' ? m.textHintBanner : m.textHintText, {
                count: text.length,
                max: adminCreateCreativeBodyTextMax,
              })}
              error={errorText(form.formState.errors.text?.message)}
              autosize
              minRows={3}
              maxLength={adminCreateCreativeBodyTextMax}
              required
            />
            <TextInput
              {...form.register('landingUrl')}
              type="url"
              label={intl.formatMessage(m.landingUrl)}
              description={intl.formatMessage(m.landingUrlHint)}
              placeholder="https://www.apostas.bet.br/…"
              error={errorText(form.formState.errors.landingUrl?.message)}
              maxLength={adminCreateCreativeBodyLandingUrlMax}
              required
            />
            <Group align="flex-start" wrap="wrap" gap="sm">
              {selectField('campaignType', m.campaignType, select(campaignTypeMessages))}
              {selectField('country', m.country, select(countryMessages), intl.formatMessage(m.currency, { currency: CURRENCY[country] }))}
              {selectField('language', m.language, select(languageMessages))}
            </Group>
            {kind === 'banner' && (
              <BannerUpload
                value={image}
                creativeId={creative?.ID}
                alt={text}
                error={errorText(form.formState.errors.imageId?.message)}
                onChange={(next) => {
                  setImage(next);
                  form.setValue('imageId', next?.ID ?? null, { shouldValidate: form.formState.isSubmitted });
                }}
              />
            )}
            <Group justify="flex-end">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {intl.formatMessage(reviewMessages.cancel)}
                </Button>
              )}
              <Button type="submit" loading={isPending}>
                {intl.formatMessage(creative ? m.save : m.saveDraft)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.liveCheck)}
          </Text>
          {live && live.result === null && live.key === current ? (
            <Alert color="yellow" variant="light">
              {intl.formatMessage(m.liveCheckFailed)}
            </Alert>
          ) : checklist ? (
            <ComplianceChecklist result={checklist} />
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
