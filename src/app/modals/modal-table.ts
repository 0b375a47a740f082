// The modal table: every modal opened by `?modal=` (spec §2, names spelled as the spec spells them,
// "paymen-send-invoice" included), one entry each — the search params it reads beside `modal`, who
// may open it and its lazy component (null: declared, not built yet). The host (./modal-host.tsx)
// removes a `?modal=` naming a modal that is unknown, not built, or not allowed for the user.
// Adding a modal is one entry here plus its component; code below the app links to it with
// `withModal(search, name, params)` (src/config/paths.ts), which the compiler checks against this
// table (the `Register` below).
import type { ComponentType } from 'react';
import type { RouteParam } from '@/config/paths';
import type { AccessRule } from '@/lib/permissions';
import type { ModalProps } from './modal-props';

export type { ModalProps };

export type ModalLoader = () => Promise<ComponentType<ModalProps>>;

export interface ModalEntry {
  /** Search params the modal reads beside `modal` (removed with it on close). */
  params: readonly RouteParam[];
  /** Who may open it; a list means any one of the rules. */
  access: AccessRule | readonly AccessRule[];
  component: ModalLoader | null;
}

export const modalTable = {
  'campaign-create': {
    params: [],
    access: 'affiliate',
    component: () => import('@/features/campaigns/components/campaign-create-modal').then((m) => m.CampaignCreateModal),
  },
  'payment-request': {
    params: [],
    access: 'affiliate',
    component: () => import('@/features/wallet/components/payment-request-modal').then((m) => m.PaymentRequestModal),
  },
  'payment-manage': {
    params: ['paymentId'],
    // The partner's own payment, or any payment for an admin with the payments permission (the
    // modal shows the admin view on the admin payments page); any of the two rules opens it.
    access: ['affiliate', 'admin:payments:read'],
    component: () => import('./payment-manage-modal').then((m) => m.PaymentManageModal),
  },
  'business-manage': {
    params: ['affiliateId'],
    access: 'admin:business:read',
    component: () => import('@/features/admin-businesses/components/business-manage-modal').then((m) => m.BusinessManageModal),
  },
  'payment-create': {
    params: [],
    access: 'admin:payments:create',
    component: () => import('@/features/admin-payments/components/payment-create-modal').then((m) => m.PaymentCreateModal),
  },
  'partner-ban': {
    params: ['partnerId'],
    access: 'admin:partners:bans',
    component: () => import('@/features/admin-partners/components/partner-ban-modal').then((m) => m.PartnerBanModal),
  },
  'demo-balance-request': {
    params: ['requestId'],
    access: 'affiliate',
    component: () => import('@/features/demo-balance/components/demo-request-modal').then((m) => m.DemoRequestModal),
  },
  'paymen-send-invoice': {
    params: ['paymentId'],
    access: 'affiliate',
    component: () => import('@/features/wallet/components/send-invoice-modal').then((m) => m.SendInvoiceModal),
  },
  'accept-terms': {
    params: [],
    access: 'affiliate',
    component: () => import('./accept-terms-modal').then((m) => m.AcceptTermsModal),
  },
  // A creative of the library at real size, copied for one of the affiliate's campaigns (issue 18).
  'creative-copy': {
    params: ['creativeId'],
    access: 'affiliate',
    component: () => import('@/features/creatives/components/creative-copy-modal').then((m) => m.CreativeCopyModal),
  },
  // One partner's LGPD request over the admin queue: read with admin:lgpd:read; the reply form
  // inside asks admin:lgpd:reply (issue 19.4).
  'privacy-request': {
    params: ['privacyRequestId'],
    access: 'admin:lgpd:read',
    component: () => import('@/features/admin-lgpd/components/privacy-request-modal').then((m) => m.PrivacyRequestModal),
  },
} as const satisfies Record<string, ModalEntry>;

export type ModalName = keyof typeof modalTable;

export const MODAL_NAMES = Object.keys(modalTable) as ModalName[];

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && Object.hasOwn(modalTable, value);
}

declare module '@/config/paths' {
  interface Register {
    modals: typeof modalTable;
  }
}
