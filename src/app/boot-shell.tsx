// The static first paint of /auth (issue 7): dist/auth.html carries the sign-in page rendered at
// build time (scripts/prerender-auth.mjs) in #boot-shell, inert and hidden from assistive
// technology, and keeps #root hidden while it is there. The app removes it on its first real
// screen: the route's content, the maintenance screen or the route-error page — never while it
// only waits (API status unknown, a route's module still loading), so the visitor sees the page
// once, not a page, a spinner and the page again.
import { useEffect } from 'react';

export const BOOT_SHELL_ID = 'boot-shell';

export function releaseBootShell(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/** However long the app's first screen takes (an API that never answers its status check), after
 * this the app's own waiting state shows instead of a copy that does not respond. */
export const BOOT_SHELL_MAX_MS = 6000;

/** Called once the app starts: the copy goes at the latest after BOOT_SHELL_MAX_MS. */
export function releaseBootShellLater(ms: number = BOOT_SHELL_MAX_MS): void {
  if (typeof document !== 'undefined' && document.getElementById(BOOT_SHELL_ID)) window.setTimeout(releaseBootShell, ms);
}

/** Render inside a real screen: the copy goes in the screen's passive effects, a task of its own
 * after the commit (#root stays hidden until then, so no frame shows neither or both). Swapping
 * in the commit itself made that one task lay out the whole page (Lighthouse's total blocking
 * time, issue 13). */
export function BootShellRelease() {
  useEffect(releaseBootShell, []);
  return null;
}
