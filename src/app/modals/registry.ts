// The modals opened by `?modal=` (spec §2): name → permission (the access table in
// lib/permissions.ts) → lazy component, null until the modal is built. The host removes a
// `?modal=` naming a modal that has no component or that the user may not open.
import type { ComponentType } from 'react';
import type { RouteParam } from '@/config/paths';
import type { ModalName } from '@/lib/permissions';
import type { ModalProps } from './modal-props';

export type { ModalProps };

export type ModalLoader = () => Promise<ComponentType<ModalProps>>;

export interface ModalEntry {
  /** Search params the modal reads beside `modal` (removed with it on close). */
  params: readonly RouteParam[];
  component: ModalLoader | null;
}

export const modals: Record<ModalName, ModalEntry> = {
  'campaign-create': {
    params: [],
    component: () => import('@/features/campaigns/components/campaign-create-modal').then((m) => m.CampaignCreateModal),
  },
  'payment-request': {
    params: [],
    component: () => import('@/features/wallet/components/payment-request-modal').then((m) => m.PaymentRequestModal),
  },
  'payment-manage': { params: ['paymentId'], component: () => import('./payment-manage-modal').then((m) => m.PaymentManageModal) },
  'business-manage': {
    params: ['affiliateId'],
    component: () => import('@/features/admin-businesses/components/business-manage-modal').then((m) => m.BusinessManageModal),
  },
  'payment-create': {
    params: [],
    component: () => import('@/features/admin-payments/components/payment-create-modal').then((m) => m.PaymentCreateModal),
  },
  'partner-ban': {
    params: ['partnerId'],
    component: () => import('@/features/admin-partners/components/partner-ban-modal').then((m) => m.PartnerBanModal),
  },
  'demo-balance-request': {
    params: ['requestId'],
    component: () => import('@/features/demo-balance/components/demo-request-modal').then((m) => m.DemoRequestModal),
  },
  'paymen-send-invoice': {
    params: ['paymentId'],
    component: () => import('@/features/wallet/components/send-invoice-modal').then((m) => m.SendInvoiceModal),
  },
  'accept-terms': { params: [], component: () => import('./accept-terms-modal').then((m) => m.AcceptTermsModal) },
};
