// The one question every route, menu entry, modal and tool asks (CONVENTIONS rule 4):
// may this user do that? Both spellings of a permission work, on the user's side and in the
// question (`can(user, 'admin_partners_login')` ≡ `can(user, 'admin:partners:login')`), and
// admin:master grants everything. The UI hides what a user may not do; the API still refuses.
import { hasPermission, SIGNED_IN, type AccessRule, type Permission } from './permissions';

/** `admin:partner:demo-balance:read` → `admin_partner_demo_balance_read`. */
type Underscored<S extends string> = S extends `${infer A}:${infer B}`
  ? Underscored<`${A}_${B}`>
  : S extends `${infer A}-${infer B}`
    ? Underscored<`${A}_${B}`>
    : S;
export type PermissionName = AccessRule | Underscored<Permission>;

/** The part of a user the check reads (the profile's `Permissions`). */
export interface PermissionHolder {
  Permissions: readonly string[];
}

/** A list of rules means any one of them (a modal two kinds of user open, e.g. payment-manage). */
export function can(user: PermissionHolder | null | undefined, permission: PermissionName | readonly PermissionName[]): boolean {
  if (!user) return false;
  if (typeof permission !== 'string') return permission.some((p) => can(user, p));
  if (permission === SIGNED_IN) return true;
  return hasPermission(user.Permissions, permission);
}
