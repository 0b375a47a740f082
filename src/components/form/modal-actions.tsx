// The buttons at the end of a modal, on the right: Cancel (or Close) first, then the modal's own
// action when it has one (`children`). Shared by FormModal and the modals that lay out their own body.
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

export interface ModalActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** Cancel is off (while the form is sending). */
  cancelDisabled?: boolean;
  children?: ReactNode;
}

export function ModalActions({ cancelLabel, onCancel, cancelDisabled, children }: ModalActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </Group>
  );
}
