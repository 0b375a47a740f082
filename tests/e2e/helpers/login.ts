// The suite's one way in (issue 13): a session token minted here with the mock's own token
// scheme (mocks/db/tokens.ts: user, expiry and checksum, nothing stored), written to the page's
// storage before the app starts, then the asked-for page opened directly. The in-browser mock
// accepts it like one it issued itself, so a test pays one app start instead of three (/auth, the
// dashboard after sign-in, then its page). Only the auth specs sign in through the form
// (helpers/sign-in.ts).
import { expect, type Page } from '@playwright/test';
import { DEMO_IDS, type DemoAccount } from '@mocks/db/demo-accounts';
import { createTokens } from '@mocks/db/tokens';
import { createClock } from '@mocks/db/clock';
import { storageKeys } from '@/config/storage-keys';
import type { Store } from '@mocks/db/store';

/** The two languages most specs check side by side. */
export type Locale = 'en-us' | 'pt-br';
/** Any language the app has (issue 19.5 adds es-419), for a session stored with it. */
export type AppLocale = Locale | 'es-419';
export type { DemoAccount };
/** A demo account, or any seeded partner's username (the seed is fixed: same name, same ID). */
export type LoginUser = DemoAccount | (string & {});

export interface LoginOptions {
  /** The language preference the app reads (local storage `locale`); the browser's otherwise. */
  locale?: AppLocale;
  /** The page to open once signed in: `/dashboard` (the first menu entry) by default. */
  path?: string;
}

// A year: tests move the mock's clock by days and months, never past this.
const TOKEN_TTL_MS = 365 * 24 * 60 * 60_000;
const tokens = createTokens(createClock(new Date(), 'running'));

let seeded: Promise<Store> | undefined;
/** The ID of a username: the demo accounts' are fixed; others are read from the seed (once per worker). */
async function userId(user: LoginUser): Promise<number> {
  if (user in DEMO_IDS) return DEMO_IDS[user as DemoAccount];
  seeded ??= import('@mocks/db/store').then((m) => m.createStore({}));
  const found = (await seeded).userByLogin(user);
  if (!found) throw new Error(`login: no seeded user "${user}"`);
  return found.ID;
}

/** A token the mock accepts for `user`, valid for a year from now. */
export async function mintToken(user: LoginUser): Promise<{ token: string; expiresAt: string }> {
  const { token, expiresAt } = tokens.issue(await userId(user), TOKEN_TTL_MS);
  return { token, expiresAt };
}

/** Writes the session (and language) into the origin's storage without starting the app. */
export async function storeSession(page: Page, user: LoginUser | null, locale?: AppLocale): Promise<void> {
  // Storage belongs to the origin: a fresh page first opens a same-origin file that is not the app.
  if (page.url() === 'about:blank') await page.goto('/favicon.svg');
  const session = user ? await mintToken(user) : null;
  await page.evaluate(
    ([keys, s, l]) => {
      if (s) {
        localStorage.setItem(keys.token, s.token);
        localStorage.setItem(keys.tokenExpiresAt, s.expiresAt);
      }
      if (l) localStorage.setItem(keys.locale, l);
    },
    [storageKeys, session, locale ?? null] as const,
  );
}

/**
 * Signs `user` in (password-free: a minted token) and opens `path`; resolves once the app shows
 * a dashboard page there (the URL is a dashboard page and its heading is on screen).
 */
export async function loginAs(page: Page, user: LoginUser, { locale, path = '/dashboard' }: LoginOptions = {}): Promise<void> {
  await storeSession(page, user, locale);
  await page.goto(path);
  await expect(page).toHaveURL(/\/dashboard\/[^?#]+/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await mockReady(page);
}

/** In mock mode, resolves once the in-page mock answers (the app renders before it does, and a
 * test's own fetch must not reach the server first); against the Node mock server, at once. */
export async function mockReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.mock === 'ready' || localStorage.getItem('portal.apiUrl') !== null,
    undefined,
    {
      timeout: 30_000,
    },
  );
}

/** Moves inside the running app as a link would (history + popstate): no reload, so the in-page
 * mock keeps what the test set up (clock, faults, records). */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
}
