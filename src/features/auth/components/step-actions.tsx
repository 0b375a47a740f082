// The row of small secondary actions under a sign-in step's submit button: the e-mail code's
// "send a new code" and "use another e-mail", the two-factor step's "use a recovery code" and
// "back". An action given as `false` is not shown.
import { Button, Group } from '@mantine/core';

export interface StepAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

export function StepActions({ actions }: { actions: Array<StepAction | false> }) {
  return (
    <Group justify="space-between" gap="xs">
      {actions.map(
        (action, i) =>
          action && (
            <Button key={i} variant="subtle" size="compact-sm" disabled={action.disabled} loading={action.loading} onClick={action.onClick}>
              {action.label}
            </Button>
          ),
      )}
    </Group>
  );
}
