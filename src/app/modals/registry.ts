// The modals opened by `?modal=` (spec §2): name → permission (the access table in
// lib/permissions.ts) → lazy component, null until the modal is built. The host removes a
// `?modal=` naming a modal that has no component or that the user may not open.
import type { ComponentType } from 'react';
import type { RouteParam } from '../../config/paths';
import type { ModalName } from '../../lib/permissions';

export interface ModalProps {
  /** Removes `?modal=` (and the modal's own params) from the URL, replacing the history entry. */
  onClose: () => void;
}
export type ModalLoader = () => Promise<ComponentType<ModalProps>>;

export interface ModalEntry {
  /** Search params the modal reads beside `modal` (removed with it on close). */
  params: readonly RouteParam[];
  component: ModalLoader | null;
}

export const modals: Record<ModalName, ModalEntry> = {
  'campaign-create': { params: [], component: null },
  'payment-request': { params: [], component: null },
  'payment-manage': { params: ['paymentId'], component: null },
  'business-manage': { params: ['affiliateId'], component: null },
  'payment-create': { params: [], component: null },
  'partner-ban': { params: ['partnerId'], component: null },
  'demo-balance-request': { params: [], component: null },
  'paymen-send-invoice': { params: ['paymentId'], component: null },
  'accept-terms': { params: [], component: () => import('./accept-terms-modal').then((m) => m.AcceptTermsModal) },
};
