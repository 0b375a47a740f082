// The end of a form on a page: the server's refusal, when there is one, in a red alert that is
// announced (role="alert"), above the submit button at the right (showing progress while sending).
// `canSubmit={false}` leaves the button out (a reader without the right to save).
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { RefusalAlert } from './refusal-alert';

export interface SubmitRowProps {
  label: string;
  loading: boolean;
  refusal?: ReactNode;
  refusalTestId?: string;
  canSubmit?: boolean;
}

export function SubmitRow({ label, loading, refusal, refusalTestId, canSubmit = true }: SubmitRowProps) {
  return (
    <>
      <RefusalAlert testId={refusalTestId}>{refusal}</RefusalAlert>
      {canSubmit && (
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {label}
          </Button>
        </Group>
      )}
    </>
  );
}
