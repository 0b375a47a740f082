// Every route of spec §2, in one place, plus the helpers that build a link to a page with a
// parameter or to a modal (`?modal=`). The route table (app/navigation.ts) reads these.
import { generatePath } from 'react-router';
import type { ModalName } from './modal-names';

export const paths = {
  home: '/',
  auth: '/auth',
  logout: '/auth/logout',
  dashboard: '/dashboard',
  overview: '/dashboard/overview',
  campaigns: '/dashboard/campaigns',
  campaign: '/dashboard/campaigns/:campaignId',
  statistics: '/dashboard/statistics',
  reports: '/dashboard/reports',
  wallet: '/dashboard/wallet',
  affiliated: '/dashboard/affiliated',
  demoBalance: '/dashboard/demo-balance',
  profile: {
    personalData: '/dashboard/profile/personal-data',
    documents: '/dashboard/profile/documents',
    security: '/dashboard/profile/security',
    settings: '/dashboard/profile/settings',
    notifications: '/dashboard/profile/notifications',
    postback: '/dashboard/profile/postback',
  },
  admin: {
    partners: '/dashboard/admin/partners',
    partner: '/dashboard/admin/partners/:partnerId',
    payments: '/dashboard/admin/payments',
    businesses: '/dashboard/admin/businesses',
    statistics: '/dashboard/admin/statistics',
    demoBalance: '/dashboard/admin/demo-balance',
    exportData: '/dashboard/admin/export-data',
    exportDataLegacy: '/dashboard/admin/export-data/legacy',
  },
  /** The two static documents of the terms (spec §2), served from public/terms/. */
  terms: {
    promotionGuidelines: '/terms/promotion-guidelines.pdf',
    termsOfUse: '/terms/terms-of-use.pdf',
  },
} as const;

/** Parameters read from a route or from a modal's search params (spec §2). */
export const ROUTE_PARAMS = ['affiliateId', 'partnerId', 'paymentId', 'campaignId', 'requestId'] as const;
export type RouteParam = (typeof ROUTE_PARAMS)[number];

export const campaignPath = (campaignId: number): string => generatePath(paths.campaign, { campaignId: String(campaignId) });
export const partnerPath = (partnerId: number): string => generatePath(paths.admin.partner, { partnerId: String(partnerId) });

/** A route or search parameter as a positive integer ID; null when absent or malformed. */
export function parseIdParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export const MODAL_PARAM = 'modal';

/**
 * The search params with a modal opened over the current page (other params kept).
 * Use with `setSearchParams((prev) => withModal(prev, 'payment-manage', { paymentId: 12 }))`.
 */
export function withModal(
  search: URLSearchParams,
  name: ModalName,
  params: Partial<Record<RouteParam, string | number>> = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(MODAL_PARAM, name);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) next.set(key, String(value));
  return next;
}

/** The search params without the modal (and the modal's own params, when given). */
export function withoutModal(search: URLSearchParams, modalParams: readonly RouteParam[] = []): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(MODAL_PARAM);
  for (const key of modalParams) next.delete(key);
  return next;
}
