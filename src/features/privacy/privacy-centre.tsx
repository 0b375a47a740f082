// The LGPD centre on Profile (issue 19.4): download all my data as JSON (generated exportMyData,
// saved as a file, never put in a URL), the retention rules that apply after a deletion, a request
// for a correction or a deletion (generated createPrivacyRequest; one open of each kind, a 409
// says so at the form), and my requests with their 15-day deadline. Whatever fails, the text stays.
import { useState } from 'react';
import { Badge, Button, Group, List, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { SubmitRow } from '@/components/form/submit-row';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import {
  exportMyData,
  getGetPrivacyCentreQueryKey,
  useCreatePrivacyRequest,
  useGetPrivacyCentre,
} from '@/api/generated/endpoints/lgpd/lgpd';
import type { PrivacyDataField } from '@/api/generated/model/privacyDataField';
import type { PrivacyRequestType } from '@/api/generated/model/privacyRequestType';
import { createPrivacyRequestLimits } from '@/api/generated/zod/contract-limits';
import { QueryState } from '@/components/data/query-state';
import { useDownload } from '@/components/data/use-download';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { privacyFieldLabels, privacyStatusLooks } from '@/lib/privacy-labels';
import { privacyMessages as m } from './messages';

const FIELDS = privacyFieldLabels(m);
const STATUS = privacyStatusLooks(m);
const { detailsMin, detailsMax } = createPrivacyRequestLimits;

export function PrivacyCentre() {
  const intl = useIntl();
  const centre = useGetPrivacyCentre();
  const download = useDownload(async () => {
    const data = await exportMyData();
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `my-data-${data.generatedAt.slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, intl.formatMessage(m.exported));

  return (
    <QueryState query={centre}>
      {(data) => (
        <Stack gap="md" data-testid="privacy-centre">
          <Text size="sm">{intl.formatMessage(m.intro, { days: data.responseDays })}</Text>
          <Group>
            <Button variant="light" onClick={() => void download.run()} loading={download.busy}>
              {intl.formatMessage(m.export)}
            </Button>
          </Group>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {intl.formatMessage(m.retentionTitle)}
            </Title>
            <List size="sm" data-testid="privacy-retention">
              {data.retention.map((r) => (
                <List.Item key={r.category}>
                  {intl.formatMessage(r.category === 'tax' ? m.retentionTax : m.retentionAml, { years: r.years, basis: r.legalBasis })}
                </List.Item>
              ))}
            </List>
          </Stack>
          <RequestForm />
          <Stack gap={4}>
            <Title order={3} size="h5">
              {intl.formatMessage(m.requestsTitle)}
            </Title>
            {data.requests.length === 0 ? (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.none)}
              </Text>
            ) : (
              <Stack gap="xs" data-testid="privacy-requests">
                {data.requests.map((r) => (
                  <Stack key={r.ID} gap={2} data-testid="privacy-request">
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        #{r.ID} · {intl.formatMessage(r.Type === 'correction' ? m.typeCorrection : m.typeDeletion)}
                        {r.Field ? ` · ${intl.formatMessage(FIELDS[r.Field])}` : ''}
                      </Text>
                      <Badge color={STATUS[r.Status][1]} variant="light">
                        {intl.formatMessage(STATUS[r.Status][0])}
                      </Badge>
                      {r.Overdue ? (
                        <Badge color="red" variant="filled">
                          {intl.formatMessage(m.overdue)}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage(m.due, { date: formatDate(r.DueAt) })}
                    </Text>
                    {r.Reply ? (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {intl.formatMessage(m.reply, { reply: r.Reply })}
                      </Text>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

function RequestForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = useCreatePrivacyRequest();
  const [type, setType] = useState<PrivacyRequestType>('correction');
  const [field, setField] = useState<PrivacyDataField | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ field?: string; details?: string; form?: string }>({});
  const range = { min: detailsMin, max: detailsMax };

  const submit = async () => {
    const text = details.trim();
    const found: typeof errors = {};
    if (type === 'correction' && !field) found.field = intl.formatMessage(m.fieldRequired);
    if ((type === 'correction' && text.length < detailsMin) || text.length > detailsMax)
      found.details = intl.formatMessage(m.detailsShort, range);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const made = await create.mutateAsync({
        data: type === 'correction' ? { type, field: field!, details: text } : text ? { type, details: text } : { type },
      });
      await queryClient.invalidateQueries({ queryKey: getGetPrivacyCentreQueryKey() });
      notifySuccess(intl.formatMessage(m.sent, { date: formatDate(made.DueAt) }));
      setDetails('');
      setField(null);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setErrors({ form: intl.formatMessage(m.alreadyOpen) });
      else if (isApiError(error) && error.status === 400 && (error.fieldErrors.details || error.fieldErrors.field))
        setErrors({
          details: error.fieldErrors.details ? intl.formatMessage(m.detailsShort, range) : undefined,
          field: error.fieldErrors.field ? intl.formatMessage(m.fieldRequired) : undefined,
        });
      else notifyError(error);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="privacy-request-form"
      aria-label={intl.formatMessage(m.submit)}
    >
      <Stack gap="sm">
        <Select
          label={intl.formatMessage(m.type)}
          data={[
            { value: 'correction', label: intl.formatMessage(m.typeCorrection) },
            { value: 'deletion', label: intl.formatMessage(m.typeDeletion) },
          ]}
          value={type}
          onChange={(v) => {
            if (v) setType(v as PrivacyRequestType);
            setErrors({});
          }}
          allowDeselect={false}
        />
        {type === 'correction' ? (
          <Select
            label={intl.formatMessage(m.field)}
            data={(Object.keys(FIELDS) as PrivacyDataField[]).map((f) => ({ value: f, label: intl.formatMessage(FIELDS[f]) }))}
            value={field}
            onChange={(v) => setField(v as PrivacyDataField | null)}
            error={errors.field}
            required
          />
        ) : null}
        <Textarea
          label={intl.formatMessage(type === 'correction' ? m.details : m.reason)}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          error={errors.details}
          required={type === 'correction'}
          autosize
          minRows={2}
          maxLength={detailsMax}
        />
        <SubmitRow label={intl.formatMessage(m.submit)} loading={create.isPending} refusal={errors.form} refusalColor="orange" />
      </Stack>
    </form>
  );
}
