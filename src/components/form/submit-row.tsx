// The end of a form: the server's refusal, when there is one, in an alert that is announced
// (role="alert"), above the submit button (showing progress while sending), at the right unless
// `justify` says otherwise. `cancel` puts a Cancel button before the submit button (the modals'
// order), `after` a plain button after it (Cancel, "Clear"); `before` holds any other element
// before it (a way out that is a link).
// `canSubmit={false}` leaves the buttons out (a reader without the right to save).
import type { ReactNode } from 'react';
import { Button, Group, type ButtonVariant, type GroupProps, type MantineColor } from '@mantine/core';
import { RefusalAlert } from './refusal-alert';

/** A button beside the submit button (variant "default" unless said). */
export interface SideButton {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  variant?: ButtonVariant;
}

function Side({ button }: { button: SideButton | undefined }) {
  if (!button) return null;
  return (
    <Button variant={button.variant ?? 'default'} onClick={button.onClick} disabled={button.disabled}>
      {button.label}
    </Button>
  );
}

export interface SubmitRowProps extends Pick<GroupProps, 'justify' | 'align' | 'gap'> {
  label: string;
  loading?: boolean;
  refusal?: ReactNode;
  refusalTestId?: string;
  refusalColor?: MantineColor;
  canSubmit?: boolean;
  cancel?: SideButton;
  before?: ReactNode;
  after?: SideButton;
}

export function SubmitRow({
  label,
  loading,
  refusal,
  refusalTestId,
  refusalColor,
  canSubmit = true,
  cancel,
  before,
  after,
  justify = 'flex-end',
  align,
  gap,
}: SubmitRowProps) {
  return (
    <>
      <RefusalAlert testId={refusalTestId} color={refusalColor}>
        {refusal}
      </RefusalAlert>
      {canSubmit && (
        <Group justify={justify} align={align} gap={gap}>
          <Side button={cancel} />
          {before}
          <Button type="submit" loading={loading}>
            {label}
          </Button>
          <Side button={after} />
        </Group>
      )}
    </>
  );
}
