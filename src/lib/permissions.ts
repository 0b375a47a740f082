// The one permission module (CONVENTIONS rule 4): the app and the mock both use it
// (docs/decisions/shared-permission-table.md). Permission names: the spec's colon list, the
// underscore spelling some accounts carry, and the one check everything uses. admin:master grants
// every permission.

export const PERMISSIONS = [
  'admin:affiliates:read',
  'admin:affiliates:registers:action',
  'admin:affiliates:registers:read',
  // Issue 17: reading the audit log (admin:master may too).
  'admin:audit:read',
  'admin:business:action',
  'admin:business:read',
  // The creatives library and its compliance gate (issue 18).
  'admin:compliance:override',
  'admin:compliance:rules',
  'admin:creatives:read',
  'admin:creatives:update',
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
  // issue 20: the partners' scheduled reports (list; pause and resume)
  'admin:report-schedules:read',
  'admin:report-schedules:update',
  'affiliate',
  // The LGPD request queue (issue 19.4): reading it, and answering a request.
  'admin:lgpd:read',
  'admin:lgpd:reply',
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
// Who may open what: each page's and each modal's permission is in its entry of the route table
// (src/app/route-table.ts) and the modal table (src/app/modals/modal-table.ts); the admin tools that
// are neither are below. Everything asks `can(user, rule)` (src/lib/can.ts); nothing else decides
// who sees what. Where the spec names no permission, the matching read permission is used and the
// choice is written in the README ("Permissions").

/** Any signed-in user, whatever their permissions (the profile pages). */
export const SIGNED_IN = 'signed-in' as const;
export type AccessRule = Permission | typeof SIGNED_IN;

/** Tools that are neither a page nor a modal. */
export const toolAccess = {
  'admin-popup': 'admin:partners:login',
  'login-as': 'admin:partners:login',
} as const satisfies Record<string, AccessRule>;
export type ToolId = keyof typeof toolAccess;
