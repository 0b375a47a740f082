// /auth (spec §2): the step search param (signin by default; signup, code, reset) picks the form;
// am and bta (default empty) go to sign-up. A signed-in user goes on to /dashboard. Only the
// sign-in step is in this route's chunk: the other steps load when opened.
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import { paths } from '@/config/paths';
import { readAuthParams, readLinkState, type AuthStep } from '@/features/auth/auth-steps';
import { AuthLayout, mutedText } from '@/features/auth/components/auth-layout';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { authLayoutMessages, authMessages, authStepHeadings, sessionEndMessages } from '@/features/auth/messages';
import { useSession } from '@/lib/session';

const SignUpForm = lazy(() => import('@/features/auth/components/sign-up-form').then((m) => ({ default: m.SignUpForm })));
const CodeSignInForm = lazy(() => import('@/features/auth/components/code-sign-in-form').then((m) => ({ default: m.CodeSignInForm })));
const PasswordResetForm = lazy(() =>
  import('@/features/auth/components/password-reset-form').then((m) => ({ default: m.PasswordResetForm })),
);

const headings: Record<AuthStep, { title: MessageDescriptor; subtitle: MessageDescriptor }> = {
  signin: { title: authMessages.title, subtitle: authMessages.subtitle },
  signup: authStepHeadings.signup,
  code: authStepHeadings.code,
  reset: authStepHeadings.reset,
};

function Busy({ label }: { label: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Center py="xl" role="status">
      <Loader role="img" aria-label={intl.formatMessage(label)} />
    </Center>
  );
}

function Step({ step, children }: { step: AuthStep; children: ReactNode }) {
  const intl = useIntl();
  const { title, subtitle } = headings[step];
  const brand = intl.formatMessage(authLayoutMessages.brand);
  return (
    <Stack gap="xl">
      <title>{`${intl.formatMessage(title)} · ${brand}`}</title>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
          {intl.formatMessage(title)}
        </Title>
        <Text className={mutedText}>{intl.formatMessage(subtitle)}</Text>
      </Stack>
      <Suspense fallback={<Busy label={authLayoutMessages.loading} />}>{children}</Suspense>
    </Stack>
  );
}

export function AuthRoute() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const { step, am, bta, next } = readAuthParams(search);
  // The page a signed-out visitor asked for (same-site dashboard paths only), else the dashboard.
  const target = next || paths.dashboard;
  const { email } = readLinkState(state);

  if (session.status === 'authorised') return <Navigate to={target} replace />;

  const onSignedIn = (record: TokenRecord) => {
    session.signIn(record);
    navigate(target, { replace: true });
  };

  return (
    <AuthLayout>
      {session.status === 'uninitialised' ? (
        // A stored token is being checked: the form would only flash before the redirect.
        <Busy label={authLayoutMessages.checkingSession} />
      ) : (
        <Step step={step} key={step}>
          {step === 'signup' ? (
            <SignUpForm am={am} bta={bta} />
          ) : step === 'code' ? (
            <CodeSignInForm initialEmail={email} onSignedIn={onSignedIn} />
          ) : step === 'reset' ? (
            <PasswordResetForm initialEmail={email} />
          ) : (
            <>
              {/* A session ended on its own (signed out elsewhere, expired): said once, above the form. */}
              {session.ended && (
                <Alert color="yellow" variant="light" role="alert" data-testid="session-ended">
                  {intl.formatMessage(sessionEndMessages[session.ended])}
                </Alert>
              )}
              <SignInForm onSignedIn={onSignedIn} />
            </>
          )}
        </Step>
      )}
    </AuthLayout>
  );
}
