// A refusal the server gave to what the user sent (a conflict, a limit, no permission): a red alert
// that is announced (role="alert"). Renders nothing while there is none.
//
//   <RefusalAlert>{refusal && intl.formatMessage(refusal)}</RefusalAlert>
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

export function RefusalAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {children}
    </Alert>
  );
}
