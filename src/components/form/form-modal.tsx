// The frame of a modal that holds one form: the title, the fields stacked, and Cancel beside the
// submit button at the end (Cancel is off while the form is sending; the submit shows progress).
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';

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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
