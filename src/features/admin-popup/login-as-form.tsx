// The partner found, and the reason the admin must give before logging in as them.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Card, Stack, Text, Textarea } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  adminLoginAsPartnerBody,
  adminLoginAsPartnerBodyReasonMax,
  adminLoginAsPartnerBodyReasonMin,
} from '@/api/generated/zod/admin-partners/admin-partners.zod';
import type { PartnerSearchResult } from '@/api/generated/model/partnerSearchResult';
import { useFieldError } from '@/components/form/use-field-error';
import '@/lib/form-errors';
import { adminPopupMessages as m } from './messages';

// The contract's 3–128, checked on the trimmed text; min(1) first so an empty reason reads "required".
const schema = adminLoginAsPartnerBody.extend({
  reason: z.string().trim().min(1).min(adminLoginAsPartnerBodyReasonMin).max(adminLoginAsPartnerBodyReasonMax),
});
type Values = z.infer<typeof schema>;

interface Props {
  partner: PartnerSearchResult;
  pending: boolean;
  /** Called synchronously from the submit event, so a window opened there is a user gesture. */
  onLoginAs: (partner: PartnerSearchResult, reason: string) => void;
}

export function LoginAsForm({ partner, pending, onLoginAs }: Props) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  // react-hook-form's handleSubmit validates asynchronously, which would take window.open out of
  // the click; the schema is checked synchronously here and the form only asked to show errors.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success) {
      void form.handleSubmit(() => undefined)(); // marks the form submitted and shows the errors
      return;
    }
    onLoginAs(partner, parsed.data.reason);
  };

  const name = `${partner.FirstName} ${partner.LastName}`.trim();
  return (
    <Card withBorder mt="sm" padding="sm" aria-label={intl.formatMessage(m.resultLabel)} component="section">
      <Stack gap={4}>
        <Text fw={600} data-testid="partner-username" style={{ overflowWrap: 'anywhere' }}>
          {partner.Username}
        </Text>
        {name && <Text size="sm">{name}</Text>}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {partner.Email}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.partnerId, { id: partner.ID })}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack mt="sm" gap="xs">
          <Textarea
            label={intl.formatMessage(m.reason)}
            description={intl.formatMessage(m.reasonHint)}
            required
            rows={2}
            maxLength={adminLoginAsPartnerBodyReasonMax}
            error={fieldError(form.formState.errors.reason?.message)}
            {...form.register('reason')}
          />
          <Button type="submit" loading={pending}>
            {intl.formatMessage(m.loginAs, { username: partner.Username })}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export function LoginAsAlert({ text }: { text: string }) {
  return (
    <Alert color="red" role="alert" mt="sm">
      {text}
    </Alert>
  );
}

/** While the partner's window is open: who is being impersonated, and the button that ends it. */
export function LoginAsWaiting({ username, onEnd }: { username: string; onEnd: () => void }) {
  const intl = useIntl();
  return (
    <Stack role="status" aria-live="polite">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(m.waitingTitle, { username })}
      </Text>
      <Text size="sm">{intl.formatMessage(m.waitingBody)}</Text>
      <Button onClick={onEnd} variant="light">
        {intl.formatMessage(m.end)}
      </Button>
    </Stack>
  );
}
