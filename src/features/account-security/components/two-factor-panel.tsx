// Two-factor sign-in on the Security page (issue 17 item 1): turn it on (QR code and the key to
// type, confirmed with a code of the app, then the 10 recovery codes shown once), or turn it off
// with the password and a code; with it on, new recovery codes (after a step-up) replace the old
// ones and are shown once the same way. An administrator's "Log in as" session sees the state only.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { SubmitRow } from '@/components/form/submit-row';
import { useAttempt } from '@/components/form/use-attempt';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetSecurityOverview } from '@/api/generated/endpoints/account-security/account-security';
import type { RecoveryCodes } from '@/api/generated/model/recoveryCodes';
import type { TwoFactorSetup } from '@/api/generated/model/twoFactorSetup';
import { LoadFailedAlert } from '@/components/data/query-state';
import { PasswordInput } from '@/components/form/password-input';
import { Section } from '@/components/layout/section';
import { isStepUpCancelled, useStepUp } from '@/components/security/step-up';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmEnrolment, useMakeNewRecoveryCodes, useStartEnrolment, useTurnOffTwoFactor } from '../api/use-security-mutations';
import { twoFactorMessages as m } from '../messages';
import { TwoFactorQr } from './two-factor-qr';

const SIX_DIGITS = /^\d{6}$/;

export function TwoFactorPanel() {
  const intl = useIntl();
  const overview = useGetSecurityOverview();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  // The codes to show once: after enrolment, or new ones replacing the old (`renewed`).
  const [codes, setCodes] = useState<{ codes: RecoveryCodes; renewed: boolean } | null>(null);
  const start = useStartEnrolment();
  const { confirm, refresh } = useConfirmEnrolment();
  const data = overview.data;

  let body;
  if (overview.isError) {
    body = (
      <LoadFailedAlert
        message={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void overview.refetch()}
      />
    );
  } else if (!data) {
    body = <div role="status" aria-busy="true" style={{ minHeight: 48 }} />;
  } else if (codes) {
    body = (
      <RecoveryCodesBlock
        codes={codes.codes}
        renewed={codes.renewed}
        onDone={() => {
          setCodes(null);
          notifySuccess(intl.formatMessage(codes.renewed ? m.newCodesDone : m.enabled));
          void refresh();
        }}
      />
    );
  } else if (data.Impersonated) {
    body = (
      <Stack gap="xs">
        <Text size="sm">
          {data.TwoFactorEnabled
            ? intl.formatMessage(m.on, { date: formatDateTime(data.TwoFactorEnabledAt), left: data.RecoveryCodesLeft })
            : intl.formatMessage(m.off)}
        </Text>
        <Alert color="blue">{intl.formatMessage(m.impersonated)}</Alert>
      </Stack>
    );
  } else if (setup) {
    body = (
      <EnrolForm
        setup={setup}
        pending={confirm.isPending}
        onCancel={() => setSetup(null)}
        onConfirm={(code, fail) =>
          confirm.mutate(
            { data: { code } },
            {
              onSuccess: (answer) => {
                setSetup(null);
                setCodes({ codes: answer, renewed: false });
              },
              onError: fail,
            },
          )
        }
      />
    );
  } else if (data.TwoFactorEnabled) {
    body = (
      <Stack gap="sm">
        <Text size="sm" data-testid="two-factor-state">
          {intl.formatMessage(m.on, { date: formatDateTime(data.TwoFactorEnabledAt), left: data.RecoveryCodesLeft })}
        </Text>
        <NewCodes onCodes={(answer) => setCodes({ codes: answer, renewed: true })} />
        <DisableForm />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        {data.EnrolmentRequired && (
          <Alert color="yellow" role="alert" w="100%">
            {intl.formatMessage(m.required)}
          </Alert>
        )}
        <Text size="sm" data-testid="two-factor-state">
          {intl.formatMessage(m.off)}
        </Text>
        <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: notifyError })}>
          {intl.formatMessage(m.start)}
        </Button>
      </Stack>
    );
  }

  return (
    <Section id="two-factor-title" title={intl.formatMessage(m.title)}>
      {body}
    </Section>
  );
}

function RecoveryCodesBlock({ codes, renewed, onDone }: { codes: RecoveryCodes; renewed: boolean; onDone: () => void }) {
  const intl = useIntl();
  const text = codes.codes.join('\n') + '\n';
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Title order={3} size="h5">
        {intl.formatMessage(renewed ? m.newCodesTitle : m.codesTitle)}
      </Title>
      {renewed && (
        <Alert color="blue" data-testid="old-codes-gone">
          {intl.formatMessage(m.oldCodesGone)}
        </Alert>
      )}
      <Alert color="yellow">{intl.formatMessage(m.codesIntro)}</Alert>
      <Group gap="xs">
        {codes.codes.map((code) => (
          <Code key={code} data-testid="recovery-code" fz="sm" px="sm" py={4}>
            {code}
          </Code>
        ))}
      </Group>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {intl.formatMessage(copied ? m.copied : m.copyCodes)}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {intl.formatMessage(m.downloadCodes)}
        </Button>
        <Button onClick={onDone}>{intl.formatMessage(m.codesSaved)}</Button>
      </Group>
    </Stack>
  );
}

function EnrolForm({
  setup,
  pending,
  onCancel,
  onConfirm,
}: {
  setup: TwoFactorSetup;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (code: string, fail: (error: unknown) => void) => void;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState(false);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  const submit = form.handleSubmit(({ code }) => {
    setFailure(false);
    onConfirm(code.replace(/\s/g, ''), (error) => {
      if (isApiError(error) && error.status === 400) {
        form.setError('code', { message: intl.formatMessage(m.wrongCode) }, { shouldFocus: true });
      } else setFailure(true);
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.start)}>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(m.scan)}</Text>
        <TwoFactorQr uri={setup.otpauthUri} />
        <div>
          <Text size="sm" fw={500}>
            {intl.formatMessage(m.manualKey)}
          </Text>
          <Group gap="xs">
            <Code data-testid="two-factor-secret" fz="sm" style={{ wordBreak: 'break-all' }}>
              {grouped}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy}>
                  {intl.formatMessage(copied ? m.copied : m.copy)}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <TextInput
          {...form.register('code', {
            validate: (v) => SIX_DIGITS.test(v.replace(/\s/g, '')) || intl.formatMessage(m.codeFormat),
          })}
          label={intl.formatMessage(m.code)}
          error={form.formState.errors.code?.message}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          maw={220}
          required
        />
        <SubmitRow
          label={intl.formatMessage(m.confirm)}
          loading={pending}
          refusal={failure && intl.formatMessage(m.failed)}
          justify="flex-start"
          after={{ label: intl.formatMessage(m.cancel), onClick: onCancel }}
        />
      </Stack>
    </form>
  );
}

/** "Make new recovery codes": a step-up (a code of the app or a recovery code), then the ten new ones. */
function NewCodes({ onCodes }: { onCodes: (codes: RecoveryCodes) => void }) {
  const intl = useIntl();
  const make = useMakeNewRecoveryCodes();
  const stepUp = useStepUp();
  const codes = useAttempt();
  const run = () =>
    codes.attempt(
      async () => onCodes(await stepUp.guard(() => make.mutateAsync())),
      (error) => !isStepUpCancelled(error),
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.newCodesHint)}
      </Text>
      <Button variant="default" loading={make.isPending} onClick={() => void run()}>
        {intl.formatMessage(m.newCodes)}
      </Button>
      {codes.failed && (
        <Alert color="red" role="alert" w="100%">
          {intl.formatMessage(m.newCodesFailed)}
        </Alert>
      )}
      {stepUp.dialog}
    </Stack>
  );
}

function DisableForm() {
  const intl = useIntl();
  const disable = useTurnOffTwoFactor();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;
  if (!open) {
    return (
      <Group>
        <Button variant="default" color="red" onClick={() => setOpen(true)}>
          {intl.formatMessage(m.disableTitle)}
        </Button>
      </Group>
    );
  }
  const submit = form.handleSubmit(({ password, code }) => {
    setFailure(null);
    disable.mutate(
      { data: { password, code: code.trim() } },
      {
        onSuccess: () => {
          form.reset();
          setOpen(false);
        },
        onError: (error) => {
          const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
          if (fields.password) form.setError('password', { message: intl.formatMessage(m.wrongPassword) }, { shouldFocus: true });
          else if (fields.code) form.setError('code', { message: intl.formatMessage(m.wrongCode) }, { shouldFocus: true });
          else if (isApiError(error) && error.status === 409) setFailure(intl.formatMessage(m.disableRequired));
          else setFailure(intl.formatMessage(m.failed));
        },
      },
    );
  });
  const fill = (v: string) => v.trim().length > 0 || intl.formatMessage(m.fillIn);
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.disableTitle)}>
      <Stack gap="sm">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <PasswordInput
            {...form.register('password', { validate: fill })}
            label={intl.formatMessage(m.password)}
            error={errors.password?.message}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(m.togglePassword) }}
            miw={200}
            required
          />
          <TextInput
            {...form.register('code', { validate: fill })}
            label={intl.formatMessage(m.disableCode)}
            error={errors.code?.message}
            autoComplete="one-time-code"
            maxLength={16}
            miw={200}
            required
          />
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="red" loading={disable.isPending}>
            {intl.formatMessage(m.disable)}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
