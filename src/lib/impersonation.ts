// Whether this session is an administrator's "Log in as" (issue 17 item 7): the one question every
// place that hides a sensitive change asks — the route table's `notWhileImpersonating` pages (menu
// and gate), the bank-account form, the Security page's changes and the e-mail change. The API
// refuses those changes too (403 `impersonation_forbidden`).
export function isImpersonating(user: { ImpersonatedBy?: unknown } | null | undefined): boolean {
  return Boolean(user?.ImpersonatedBy);
}
