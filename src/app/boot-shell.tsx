// The static first paint of /auth (issue 7): dist/auth.html carries the sign-in page rendered at
// build time (scripts/prerender-auth.mjs) in #boot-shell, inert and hidden from assistive
// technology, and keeps #root hidden while it is there. The app removes it on its first real
// screen: the route's content, the maintenance screen or the route-error page — never while it
// only waits (API status unknown, a route's module still loading), so the visitor sees the page
// once, not a page, a spinner and the page again.
//
// public/boot.js runs before that first paint (a file, not an inline script: the CSP allows only
// 'self' scripts), on every page:
// 1. The saved colour scheme, so a dark-mode user never sees a light flash while the app loads.
//    It mirrors Mantine's localStorageColorSchemeManager (key and values) with
//    defaultColorScheme="auto"; without matchMedia, Mantine decides after loading.
// 2. The language: data-boot-locale and <html lang> by the rule of src/i18n/locales.ts (the saved
//    choice, else the browser's language: pt → pt-br, es → es-419, else en-us; blocked storage
//    counts as nothing saved, as in the app), which picks the copy's language (the CSS of
//    scripts/prerender-auth.mjs); and data-boot-shell="off" drops the copy for a stored session
//    (the app goes on to the dashboard) and for the other steps (?step=signup|code|reset,
//    src/features/auth/auth-steps.ts).
// Every visitor downloads boot.js as it is, so it keeps no comments of its own;
// ./boot-shell.test.tsx holds its rules to the app's.
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
