// A refusal the server gave to what the user sent (a conflict, a limit, no permission): a red alert
// (or the `color` given: yellow for "closed meanwhile", orange for a form-level check) that is
// announced (role="alert"). Renders nothing while there is none.
//
//   <RefusalAlert>{refusal && intl.formatMessage(refusal)}</RefusalAlert>
import type { ReactNode } from 'react';
import { Alert, type MantineColor } from '@mantine/core';

export interface RefusalAlertProps {
  children: ReactNode;
  testId?: string;
  color?: MantineColor;
}

export function RefusalAlert({ children, testId, color = 'red' }: RefusalAlertProps) {
  if (!children) return null;
  return (
    <Alert color={color} role="alert" data-testid={testId}>
      {children}
    </Alert>
  );
}
