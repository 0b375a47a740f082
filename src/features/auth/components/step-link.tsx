// Links to another /auth step that keep the am/bta params (and may carry a typed e-mail).
import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
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
