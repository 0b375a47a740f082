// Passwordless sign-in (spec §7): send a code to the e-mail → enter the code → signed in. Both
// calls go to the identity provider; where none is configured the step says so.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import { useFieldError } from '@/components/form/use-field-error';
import '@/lib/form-errors';
import { useSendSignInCode, useVerifySignInCode } from '../api/identity-mutations';
import { codeMessages as m } from '../identity-messages';
import { CodeInput } from './code-input';
import { EmailForm } from './email-form';
import { IdentityErrorAlert, IdentityStep } from './identity-step';
import { StepActions } from './step-actions';
import { SubmitButton } from './submit-button';
import type { LaterStepProps } from './two-factor-step';

export const RESEND_AFTER_SECONDS = 30;
// An account with two-factor sign-in takes the second step after the e-mail code too (issue 17).
const TwoFactorStep = lazy(() => import('./two-factor-step').then((mod) => ({ default: mod.TwoFactorStep })));

const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1)
        .refine((v) => /^\d{6}$/.test(v), { params: { id: m.codeFormat.id } }),
    ),
});

/** Seconds left until `until` (ms), ticking once a second while positive. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}

function EmailStage({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const send = useSendSignInCode();
  return (
    <EmailForm
      initialEmail={initialEmail}
      messages={{ form: m.emailForm, email: m.email, submit: m.send, notConfigured: m.notConfigured }}
      pending={send.isPending}
      error={send.error}
      onSubmit={(email) => send.mutate({ email }, { onSuccess: () => onSent(email) })}
    />
  );
}

function CodeStage({ email, onSignedIn, onCancel }: LaterStepProps & { email: string }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const verify = useVerifySignInCode();
  const resend = useSendSignInCode();
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_AFTER_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(resendAt);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate({ email, code }, { onSuccess: (answer) => ('token' in answer ? onSignedIn(answer) : setChallenge(answer)) }),
  );
  const error = verify.error ?? resend.error;
  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep challenge={challenge} onSignedIn={onSignedIn} onCancel={onCancel} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.codeForm)}>
      <Stack>
        <Alert color="teal" variant="light" role="status">
          {intl.formatMessage(resend.isSuccess ? m.sentAgain : m.sent, { email })}
        </Alert>
        <IdentityErrorAlert error={error} notConfigured={m.notConfigured} />
        <CodeInput
          label={intl.formatMessage(m.code)}
          error={fieldError(form.formState.errors.code?.message, { [m.codeFormat.id]: m.codeFormat })}
          {...form.register('code')}
        />
        <SubmitButton label={m.verify} loading={verify.isPending} />
        <StepActions
          actions={[
            {
              label: secondsLeft > 0 ? intl.formatMessage(m.resendIn, { seconds: secondsLeft }) : intl.formatMessage(m.resend),
              disabled: secondsLeft > 0,
              loading: resend.isPending,
              onClick: () => resend.mutate({ email }, { onSuccess: () => setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000) }),
            },
            { label: intl.formatMessage(m.changeEmail), onClick: onCancel },
          ]}
        />
      </Stack>
    </form>
  );
}

export function CodeSignInForm({ initialEmail = '', onSignedIn }: { initialEmail?: string; onSignedIn: (record: TokenRecord) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [stage, setStage] = useState<'email' | 'code'>('email');
  return (
    <IdentityStep notConfigured={m.notConfigured} back={m.withPassword}>
      {stage === 'email' ? (
        <EmailStage
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStage('code');
          }}
        />
      ) : (
        <CodeStage email={email} onSignedIn={onSignedIn} onCancel={() => setStage('email')} />
      )}
    </IdentityStep>
  );
}
