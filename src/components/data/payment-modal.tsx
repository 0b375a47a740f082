// The frame of a modal about one payment named by `?paymentId=` (the partner's manage and invoice
// modals, the admin's manage modal): its title carries the ID; a missing or malformed ID gets a
// plain sentence instead of the body.
import type { ReactNode } from 'react';
import { Modal, Text, type ModalProps } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { parseIdParam } from '@/config/paths';

export interface PaymentModalProps {
  onClose: () => void;
  /** The title for a valid ID. */
  title: (paymentId: number) => string;
  /** Title and text when the address names no valid payment. */
  badId: string;
  size?: ModalProps['size'];
  children: (paymentId: number) => ReactNode;
}

export function PaymentModal({ onClose, title, badId, size, children }: PaymentModalProps) {
  const [searchParams] = useSearchParams();
  const paymentId = parseIdParam(searchParams.get('paymentId'));
  return (
    <Modal opened onClose={onClose} size={size} title={paymentId ? title(paymentId) : badId}>
      {paymentId ? children(paymentId) : <Text>{badId}</Text>}
    </Modal>
  );
}
