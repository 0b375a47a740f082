// The second sign-in step (issue 17): after the right password of an account with two-factor
// sign-in, a 6-digit code of the authenticator app, or one of the recovery codes. Loaded only when
// the password step answers with a challenge, so /auth's first visit does not grow. A wrong code
// keeps what was typed and says so at the field; an ended challenge leads back to the password.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useVerifyTwoFactorSignIn } from '@/api/generated/endpoints/account-security/account-security';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import { signInErrorText } from '../sign-in-error';
import { twoFactorStepMessages as m } from '../two-factor-messages';
import { CodeInput } from './code-input';
import { StepActions } from './step-actions';
import { SubmitButton } from './submit-button';

const CODE = /^\d{6}$/;
const RECOVERY = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
// A recovery code's field: letters too, longer (dashes, spaces), the characters closer together.
const RECOVERY_FIELD = { inputMode: 'text', maxLength: 16, letterSpacing: '0.15em' } as const;

/** A later step of the sign-in (this one, the e-mail code's): it ends signed in, or goes back. */
export interface LaterStepProps {
  onSignedIn: (record: TokenRecord) => void;
  onCancel: () => void;
}

export function TwoFactorStep({ challenge, onSignedIn, onCancel }: LaterStepProps & { challenge: TwoFactorChallenge }) {
  const intl = useIntl();
  const verify = useVerifyTwoFactorSignIn();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const error = verify.error;
  const ended = isApiError(error) && error.reason === 'challenge_expired';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = recovery ? value.trim() : value.replace(/\s/g, '');
    if (!(recovery ? RECOVERY : CODE).test(typed)) {
      setFieldError(intl.formatMessage(recovery ? m.recoveryFormat : m.codeFormat));
      return;
    }
    setFieldError(null);
    const data = recovery ? { challenge: challenge.challenge, recoveryCode: typed } : { challenge: challenge.challenge, code: typed };
    verify.mutate(
      { data },
      {
        onSuccess: onSignedIn,
        onError: (e) => {
          if (isApiError(e) && e.reason === 'invalid_code') setFieldError(intl.formatMessage(m.wrongCode));
        },
      },
    );
  };

  const other = () => {
    setRecovery((r) => !r);
    setValue('');
    setFieldError(null);
    verify.reset();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.form)}>
      <Stack>
        <Text>{intl.formatMessage(recovery ? m.introRecovery : m.intro)}</Text>
        {ended && (
          <Alert color="red" variant="light" role="alert">
            {intl.formatMessage(m.expired)}
          </Alert>
        )}
        {error && !ended && !(isApiError(error) && error.reason === 'invalid_code') && (
          <Alert color="red" variant="light" role="alert">
            {signInErrorText(intl, error)}
          </Alert>
        )}
        <CodeInput
          key={recovery ? 'recovery' : 'code'}
          label={intl.formatMessage(recovery ? m.recoveryCode : m.code)}
          autoCapitalize="none"
          spellCheck={false}
          {...(recovery ? RECOVERY_FIELD : {})}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={fieldError}
          disabled={ended}
        />
        {ended ? (
          <Button size="md" fullWidth onClick={onCancel}>
            {intl.formatMessage(m.back)}
          </Button>
        ) : (
          <SubmitButton label={m.submit} loading={verify.isPending} />
        )}
        <StepActions
          actions={[
            { label: intl.formatMessage(recovery ? m.useApp : m.useRecovery), onClick: other, disabled: ended },
            !ended && { label: intl.formatMessage(m.back), onClick: onCancel },
          ]}
        />
      </Stack>
    </form>
  );
}
