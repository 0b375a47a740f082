// The link vocabulary: the paths code below the app links with, and the helpers that build a link
// to a page with a parameter or to a modal (`?modal=`). Pages and modals are declared in the app's
// two tables (src/app/route-table.ts, src/app/modals/modal-table.ts), which this layer cannot
// import; they register their types here instead (`Register`, below), so every dashboard path of
// `paths` must be a page of the route table and every modal link names a modal of the modal table
// with its own parameters — the compiler says so at the word that drifted
// (docs/decisions/one-route-table.md).
import { generatePath } from 'react-router';

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
  /** The creatives library, "check my own text" and the admin side of the compliance gate (issue 18). */
  creatives: {
    library: '/dashboard/creatives',
    check: '/dashboard/creatives/check',
    admin: '/dashboard/admin/creatives',
    adminNew: '/dashboard/admin/creatives/new',
    adminOne: '/dashboard/admin/creatives/:creativeId',
    rules: '/dashboard/admin/compliance',
  },
  /** The two static documents of the terms (spec §2), served from public/terms/. */
  terms: {
    promotionGuidelines: '/terms/promotion-guidelines.pdf',
    termsOfUse: '/terms/terms-of-use.pdf',
  },
} as const;

/** Parameters read from a route or from a modal's search params (spec §2). */
export const ROUTE_PARAMS = ['affiliateId', 'partnerId', 'paymentId', 'campaignId', 'requestId', 'creativeId', 'privacyRequestId'] as const;
export type RouteParam = (typeof ROUTE_PARAMS)[number];

/**
 * Filled in by the app's tables with `declare module '@/config/paths' { interface Register { … } }`
 * (TanStack Router's pattern for its route tree): `pagePath`, the path of every page of the route
 * table; `modals`, the modal table. Types only: nothing here imports the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface Register {}

type Registered<K extends string, Fallback> = Register extends { [P in K]: infer T } ? T : Fallback;

/** A path pattern of a page of the route table. */
export type PagePath = Registered<'pagePath', string>;
type ModalTable = Registered<'modals', Record<string, { params: readonly RouteParam[] }>>;
/** A modal of the modal table (`?modal=`), spelled as the spec spells it. */
export type ModalName = keyof ModalTable & string;
/** The search params a modal reads beside `modal`. */
export type ModalParam<N extends ModalName> = ModalTable[N]['params'][number];
/** The values of a modal's own params; nothing for a modal that reads none. */
export type ModalParams<N extends ModalName> = [ModalParam<N>] extends [never]
  ? Record<string, never>
  : Partial<Record<ModalParam<N>, string | number>>;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** A dashboard path of `paths` that is no page of the route table (never, or the compiler names it). */
type NotAPage = Exclude<Extract<Leaves<typeof paths>, `${typeof paths.dashboard}/${string}`>, PagePath>;
/** Compile-time check: fails with the unknown path when `paths` names a page the route table does not have. */
export const everyPathIsAPage: [NotAPage] extends [never] ? true : { notInTheRouteTable: NotAPage } = true;

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
export function withModal<N extends ModalName>(search: URLSearchParams, name: N, params: ModalParams<N> = {}): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(MODAL_PARAM, name);
  for (const [key, value] of Object.entries(params as Record<string, string | number | undefined>))
    if (value !== undefined) next.set(key, String(value));
  return next;
}

/** The search params without the modal (and the modal's own params, when given). */
export function withoutModal(search: URLSearchParams, modalParams: readonly RouteParam[] = []): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(MODAL_PARAM);
  for (const key of modalParams) next.delete(key);
  return next;
}

export const adminCreativePath = (creativeId: number): string => generatePath(paths.creatives.adminOne, { creativeId: String(creativeId) });
