// payment-manage has two faces: on the admin payments page, for a user with the payments
// permission, the admin view of any payment (admin-payments); everywhere else the partner's own
// payment (wallet). A user with only the admin permission (no affiliate role) always gets the
// admin view. The admin view borrows the wallet's provider timeline through a prop, composed here.
import { useMatch } from 'react-router';
import { paths } from '@/config/paths';
import { AdminPaymentManageModal } from '@/features/admin-payments/components/manage/admin-payment-manage-modal';
import { PagfastResponses } from '@/features/wallet/components/pagfast-responses';
import { PaymentManageModal as PartnerPaymentManageModal } from '@/features/wallet/components/payment-manage-modal';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import type { ModalProps } from './modal-props';

export function PaymentManageModal({ onClose }: ModalProps) {
  const { user } = useSession();
  const onAdminPage = useMatch(paths.admin.payments) !== null;
  if (!user) return null; // the host opens modals only once the profile is in
  const admin = can(user, 'admin:payments:read') && (onAdminPage || !can(user, 'affiliate'));
  if (admin) return <AdminPaymentManageModal onClose={onClose} renderResponses={(r) => <PagfastResponses responses={r} />} />;
  return <PartnerPaymentManageModal onClose={onClose} />;
}
