// The one permission module (CONVENTIONS rule 4): the app and the mock both use it.
// Permission names: the spec's colon list, the underscore spelling some accounts carry, and the
// one check everything uses. admin:master grants every permission.
import { MODAL_NAMES, type ModalName } from '@/config/modal-names';

export const PERMISSIONS = [
  'admin:affiliates:read',
  'admin:affiliates:registers:action',
  'admin:affiliates:registers:read',
  'admin:business:action',
  'admin:business:read',
  'admin:master',
  'admin:pagfast:status',
  'admin:partner:bank-account:delete',
  'admin:partner:bank-account:read',
  'admin:partner:bank-account:update',
  'admin:partner:demo-balance:approve',
  'admin:partner:demo-balance:read',
  'admin:partner:demo-balance:reject',
  'admin:partners:affiliated:delete',
  'admin:partners:affiliated:put',
  'admin:partners:affiliated:read',
  'admin:partners:bans',
  'admin:partners:login',
  'admin:partners:password:update',
  'admin:partners:settings:update',
  'admin:partners:update',
  'admin:payments:action',
  'admin:payments:analysis:action',
  'admin:payments:analysis:read',
  'admin:payments:create',
  'admin:payments:read',
  'affiliate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MASTER_PERMISSION: Permission = 'admin:master';

// Built from the list rather than by swapping '_' for ':' because hyphens inside names
// (bank-account, demo-balance) also become underscores and could not be told apart.
const FROM_UNDERSCORE = new Map<string, Permission>(PERMISSIONS.map((p) => [p.replace(/[:-]/g, '_'), p]));

/** The colon name of a permission in either spelling; unknown names come back trimmed. */
export function normalizePermission(name: string): string {
  const trimmed = name.trim();
  return FROM_UNDERSCORE.get(trimmed) ?? trimmed;
}

export function hasPermission(userPermissions: readonly string[], needed: string): boolean {
  const want = normalizePermission(needed);
  return userPermissions.some((p) => {
    const have = normalizePermission(p);
    return have === want || have === MASTER_PERMISSION;
  });
}

// ---------------------------------------------------------------------------------------------
// The access table: what each page, modal and admin tool of the portal needs (README
// "Permissions"). Routes, the menu and the modal registry read it through `can()` (src/lib/can.ts);
// nothing else decides who sees what. Where the spec names no permission, the matching read
// permission is used and the choice is written in the README.

/** Any signed-in user, whatever their permissions (the profile pages). */
export const SIGNED_IN = 'signed-in' as const;
export type AccessRule = Permission | typeof SIGNED_IN;

export const pageAccess = {
  // Affiliate pages (spec §6: the basic role affiliate).
  overview: 'affiliate',
  campaigns: 'affiliate',
  campaign: 'affiliate',
  statistics: 'affiliate',
  reports: 'affiliate',
  wallet: 'affiliate',
  affiliated: 'affiliate',
  'demo-balance': 'affiliate',
  // Profile pages: any signed-in user.
  'profile.personal-data': SIGNED_IN,
  'profile.documents': SIGNED_IN,
  'profile.security': SIGNED_IN,
  'profile.settings': SIGNED_IN,
  'profile.notifications': SIGNED_IN,
  'profile.postback': SIGNED_IN,
  // Admin pages: the read permission of what the page lists.
  'admin.partners': 'admin:affiliates:read',
  'admin.partner': 'admin:affiliates:read',
  'admin.payments': 'admin:payments:read',
  'admin.businesses': 'admin:business:read',
  // The programme's figures: admin:master (the matrix: an analyst sees only payments,
  // businesses and partners).
  'admin.statistics': MASTER_PERMISSION,
  'admin.demo-balance': 'admin:partner:demo-balance:read',
  'admin.export-data': MASTER_PERMISSION,
  'admin.export-data-legacy': MASTER_PERMISSION,
} as const satisfies Record<string, AccessRule>;
export type PageId = keyof typeof pageAccess;

/** Who may open each modal of `?modal=` (config/modal-names.ts). */
export const modalAccess = {
  'campaign-create': 'affiliate',
  'payment-request': 'affiliate',
  // The partner's own payment, or any payment for an admin with the payments permission (the
  // modal shows the admin view on the admin payments page); any of the two rules opens it.
  'payment-manage': ['affiliate', 'admin:payments:read'],
  'business-manage': 'admin:business:read',
  'payment-create': 'admin:payments:create',
  'partner-ban': 'admin:partners:bans',
  'demo-balance-request': 'affiliate',
  'paymen-send-invoice': 'affiliate',
  'accept-terms': 'affiliate',
} as const satisfies Record<ModalName, AccessRule | readonly AccessRule[]>;
export { MODAL_NAMES, type ModalName };

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && Object.hasOwn(modalAccess, value);
}

/** Tools that are neither a page nor a modal. */
export const toolAccess = {
  'admin-popup': 'admin:partners:login',
  'login-as': 'admin:partners:login',
} as const satisfies Record<string, AccessRule>;
export type ToolId = keyof typeof toolAccess;
