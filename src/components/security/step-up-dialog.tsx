// The step-up dialog (issue 17 item 3), loaded by useStepUp (./step-up.tsx) when a change asks for
// it: a fresh code of the authenticator app (or a recovery code), or the password when two-factor
// sign-in is off. A wrong code, a lock, a network failure or Cancel leave the guarded form as typed.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SubmitRow } from '@/components/form/submit-row';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useStartStepUp } from '@/api/generated/endpoints/account-security/account-security';
import { PasswordInput } from '@/components/form/password-input';
import { useSession } from '@/lib/session';
import { stepUpMessages as m } from './messages';

export function StepUpDialog({ onDone }: { onDone: (ok: boolean) => void }) {
  const intl = useIntl();
  const twoFactor = useSession().user?.TwoFactorEnabled === true;
  const stepUp = useStartStepUp();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = !twoFactor ? 'password' : recovery ? 'recovery' : 'code';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog's form must not submit the form it protects
    const typed = kind === 'code' ? value.replace(/\s/g, '') : value;
    if (!typed.trim()) return setFieldError(intl.formatMessage(m.required));
    if (kind === 'code' && !/^\d{6}$/.test(typed)) return setFieldError(intl.formatMessage(m.codeFormat));
    setFieldError(null);
    setFailure(null);
    stepUp.mutate(
      { data: kind === 'password' ? { password: typed } : { code: typed.trim() } },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            setFieldError(intl.formatMessage(kind === 'password' ? m.wrongPassword : m.wrongCode));
          } else if (isApiError(error) && error.status === 429 && error.problem?.retryAt) {
            setFailure(
              intl.formatMessage(m.locked, { time: intl.formatTime(error.problem.retryAt, { hour: '2-digit', minute: '2-digit' }) }),
            );
          } else setFailure(intl.formatMessage(m.failed));
        },
      },
    );
  };

  const label = intl.formatMessage(kind === 'password' ? m.password : kind === 'recovery' ? m.recoveryCode : m.code);
  return (
    <Modal opened onClose={() => onDone(false)} title={intl.formatMessage(m.title)} centered>
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.title)}>
        <Stack>
          <Text size="sm">{intl.formatMessage(twoFactor ? m.introCode : m.introPassword)}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {kind === 'password' ? (
            <PasswordInput
              label={label}
              autoComplete="current-password"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={fieldError}
              visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(m.togglePassword) }}
              data-autofocus
            />
          ) : (
            <TextInput
              key={kind}
              label={label}
              autoComplete="one-time-code"
              inputMode={kind === 'code' ? 'numeric' : 'text'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={kind === 'code' ? 7 : 16}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={fieldError}
              data-autofocus
            />
          )}
          {twoFactor && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setRecovery((r) => !r);
                setValue('');
                setFieldError(null);
              }}
            >
              {intl.formatMessage(recovery ? m.useApp : m.useRecovery)}
            </Button>
          )}
          <SubmitRow
            label={intl.formatMessage(m.confirm)}
            loading={stepUp.isPending}
            cancel={{ label: intl.formatMessage(m.cancel), onClick: () => onDone(false) }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
