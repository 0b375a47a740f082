// The admin popup's modal (spec §2), loaded when the gear first opens it. While a login-as window
// is being waited for, it cannot be closed.
import { Modal } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AdminPopup } from './admin-popup';
import { adminPopupMessages as m } from './messages';
import type { useLoginAs } from './use-login-as';

export function AdminPopupModal({
  opened,
  onClose,
  loginAs,
}: {
  opened: boolean;
  onClose: () => void;
  loginAs: ReturnType<typeof useLoginAs>;
}) {
  const intl = useIntl();
  const locked = loginAs.state.status === 'waiting' || loginAs.state.status === 'pending';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      withCloseButton={!locked}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      size="md"
    >
      <AdminPopup loginAs={loginAs} />
    </Modal>
  );
}
