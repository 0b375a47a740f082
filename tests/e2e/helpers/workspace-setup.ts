// Shared set-up for the workspace specs (overview, campaigns, statistics, reports, wallet, payout
// codes, sub-affiliates, demo balance): sign in as a demo account in a language, open a page, and
// change the in-page mock's state through its API (the signed-in partner's token, the admin's
// token, or the mock's control API) instead of long detours through other pages.
// The mock's store lives in the page (kept across reloads in IndexedDB, but a full load costs an
// app start): open the page first, then set the state up, then move by clicking.
import { expect as baseExpect, type Page } from './test';
import { loginAs, type LoginUser } from './login';

// The lazy chunks and the in-page mock answer slowly on a busy 2-core machine.
export const expect = baseExpect.configure({ timeout: 30_000 });

export type User = 'affiliate' | 'newbie';
export type Locale = 'en-us' | 'pt-br';
/** Each user in each language. */
export const ALL_COMBOS: readonly (readonly [User, Locale])[] = [
  ['affiliate', 'en-us'],
  ['affiliate', 'pt-br'],
  ['newbie', 'en-us'],
  ['newbie', 'pt-br'],
];
/** Both users and both languages in two runs (for flows whose other pairs other tests already walk). */
export const CROSS_COMBOS: readonly (readonly [User, Locale])[] = [
  ['affiliate', 'pt-br'],
  ['newbie', 'en-us'],
];

/** en-us or pt-br text. */
export const t = (locale: Locale, en: string, pt: string): string => (locale === 'pt-br' ? pt : en);

/** Signs in (helpers/login.ts) with the language preference the app reads, on the first menu page. */
export async function signInAs(page: Page, username: LoginUser, locale: Locale = 'en-us'): Promise<void> {
  await loginAs(page, username, { locale });
}

/** The newbie has not accepted the promotion guidelines: the modal opens over every page first. */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: /New promotion guidelines|diretrizes/i });
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: /^(Accept|Aceitar)/ }).click();
  await expect(terms).toHaveCount(0);
}

/** Signs in straight onto `path` (one full load: the mock seeds once), accepts the newbie's terms,
 * waits for the page heading. */
export async function openAs(page: Page, username: LoginUser, locale: Locale, path: string): Promise<void> {
  await loginAs(page, username, { locale, path });
  if (username === 'newbie') await acceptTerms(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The mock's control API (`/__mock/clock`, `/__mock/faults`, …). */
export async function control(page: Page, path: string, body?: unknown, method = 'POST'): Promise<void> {
  await page.evaluate(
    async ([p, b, m]) => {
      const r = await fetch(`/__mock/${p as string}`, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!r.ok) throw new Error(`/__mock/${p as string}: ${r.status}`);
    },
    [path, body, method] as const,
  );
}

/**
 * One API call answered by the page's mock, as the signed-in partner (`as: 'me'`) or as the demo
 * admin (another client: its token is fetched once per page). Throws unless the status is 2xx.
 */
export async function api<T = unknown>(page: Page, as: 'me' | 'admin', method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ as, method, path, body }) => {
      const w = window as unknown as { __adminToken?: string };
      let token = localStorage.getItem('token');
      if (as === 'admin') {
        if (!w.__adminToken) {
          const r = await fetch('/api/auth/signin', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
          });
          w.__adminToken = ((await r.json()) as { token: string }).token;
        }
        token = w.__adminToken;
      }
      const r = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
      return (r.status === 204 ? null : await r.json()) as T;
    },
    { as, method, path, body },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The Brazilian (UTC−3) day `days` after today (negative: before), at 12:00 Brazil time. */
function brazilNoon(days: number): { iso: string; day: number; ymd: string } {
  const b = new Date(Date.now() - 3 * 3_600_000);
  const d = new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate() + days, 15));
  return { iso: d.toISOString(), day: d.getUTCDate(), ymd: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` };
}
const inWindow = (day: number) => (day >= 1 && day <= 10) || (day >= 16 && day <= 25);

// The mock's sessions last 24 hours from sign-in on the mock clock, so the clock only goes back.
/** Today or the latest earlier day inside a payout window (days 01–10, 16–25), whatever today is. */
export function windowDay(): { iso: string; ymd: string } {
  for (let i = 0; ; i--) if (inWindow(brazilNoon(i).day)) return brazilNoon(i);
}

/** Today or the latest earlier day outside the payout windows (11–15, 26–31). */
export function outsideWindowDay(): { iso: string; ymd: string; day: number } {
  for (let i = 0; ; i--) if (!inWindow(brazilNoon(i).day)) return brazilNoon(i);
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, scope: ReturnType<Page['getByRole']>, field: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Switches the interface language with the header's language switch, as a user does (kept as the stored preference). */
export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  const group = page.getByRole('radiogroup', { name: /^(Language|Idioma)$/ }).first();
  const name = locale === 'pt-br' ? 'Português' : 'English';
  await group.getByText(name, { exact: true }).click();
  await expect(group.getByRole('radio', { name })).toBeChecked();
}
