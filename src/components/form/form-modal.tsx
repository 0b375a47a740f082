// The frame of a modal that holds one form: the title, the fields stacked, and Cancel beside the
// submit button at the end (Cancel is off while the form is sending; the submit shows progress).
import type { FormEvent, ReactNode } from 'react';
import { Button, Modal, Stack, type ModalProps } from '@mantine/core';
import { ModalActions } from './modal-actions';

export interface FormModalProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  size?: ModalProps['size'];
  testId?: string;
  children: ReactNode;
}

export function FormModal({ title, onClose, onSubmit, busy, cancelLabel, submitLabel, size, testId, children }: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered size={size}>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack>
          {children}
          <ModalActions cancelLabel={cancelLabel} onCancel={onClose} cancelDisabled={busy}>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
