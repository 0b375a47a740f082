// Links to another /auth step that keep the am/bta params (and may carry a typed e-mail), and the
// centred line under a step's form that leads to another step.
import type { ReactNode } from 'react';
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { authHref, readAuthParams, type AuthLinkState, type AuthStep } from '../auth-steps';

/** The href of another step, with this page's am/bta. */
export function useStepHref(step: AuthStep): string {
  const [search] = useSearchParams();
  return authHref(step, readAuthParams(search));
}

export function StepLink({
  step,
  state,
  children,
  ...props
}: AnchorProps & { step: AuthStep; state?: AuthLinkState; children: ReactNode }) {
  return (
    <Anchor component={Link} to={useStepHref(step)} state={state} {...props}>
      {children}
    </Anchor>
  );
}

/** The line under a step's form: an optional lead-in, then the link to `step`. */
export function StepFooter({ step, lead, link }: { step: AuthStep; lead?: MessageDescriptor; link: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Text size="sm" ta="center">
      {lead && <>{intl.formatMessage(lead)} </>}
      <StepLink step={step} fw={600}>
        {intl.formatMessage(link)}
      </StepLink>
    </Text>
  );
}
