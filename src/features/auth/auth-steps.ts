// The /auth page's search params (spec §2): `step` (default signin) and `am`, `bta` (default
// empty, passed to sign-up). Links between steps keep am and bta, so a visitor who arrives on
// the sign-in step through a partner link still carries them into sign-up.
// `next` (designed, issue 14): the dashboard page a signed-out visitor asked for, where sign-in
// leads; only a same-site path under /dashboard is kept, anything else is ignored.
import { paths } from '@/config/paths';
import { appPath } from '@/lib/safe-url';

export const authSteps = ['signin', 'signup', 'code', 'reset'] as const;
export type AuthStep = (typeof authSteps)[number];

export interface AuthParams {
  step: AuthStep;
  am: string;
  bta: string;
  /** Where to go after signing in ('' for the default, /dashboard). */
  next: string;
}

/** A same-site dashboard path (with its query), or '' for anything else. */
export function nextPath(value: string | null | undefined): string {
  const path = appPath(value);
  if (!path) return '';
  const pathname = path.split('?')[0]!;
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`) ? path : '';
}

function isAuthStep(value: string | null): value is AuthStep {
  return value !== null && (authSteps as readonly string[]).includes(value);
}

/** An unknown step falls back to sign in rather than to an empty page. */
export function readAuthParams(search: URLSearchParams): AuthParams {
  const step = search.get('step');
  return {
    step: isAuthStep(step) ? step : 'signin',
    am: search.get('am') ?? '',
    bta: search.get('bta') ?? '',
    next: nextPath(search.get('next')),
  };
}

export function authHref(step: AuthStep, carry: Partial<Pick<AuthParams, 'am' | 'bta' | 'next'>> = {}): string {
  const search = new URLSearchParams({ step });
  if (carry.am) search.set('am', carry.am);
  if (carry.bta) search.set('bta', carry.bta);
  const next = nextPath(carry.next);
  if (next) search.set('next', next);
  return `${paths.auth}?${search.toString()}`;
}

/** State a step link may carry: the e-mail typed on one step, offered on the next. */
export interface AuthLinkState {
  email?: string;
}

export function readLinkState(state: unknown): AuthLinkState {
  const email = (state as AuthLinkState | null)?.email;
  return typeof email === 'string' ? { email } : {};
}

/** What was typed in a login field, when it is an e-mail (worth offering on the code/reset steps). */
export function emailFrom(login: string): string | undefined {
  const trimmed = login.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : undefined;
}
