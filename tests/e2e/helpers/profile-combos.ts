// Shared by the profile specs (profile-account, documents, bank-account): the combinations every
// profile form is filled in (affiliate in en-us, newbie in pt-br), the app's own texts
// by message id (the committed catalogues, so a test reads the same words the page shows in
// either language), a sign-in in a language with the newbie's pending guidelines accepted, the
// mock's fault injection, and the check of a message at a field.
import { readFileSync, readdirSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page } from './test';
import { loginAs } from './login';

export type User = 'affiliate' | 'newbie';
export type Locale = 'en-us' | 'pt-br';

/**
 * Every form runs as each of these (`for (const [user, locale] of combos)`): each account's path
 * through the forms (the affiliate's done steps, the newbie's open ones) once, and each language
 * once. The other two pairings added no path of their own and cost about 80 s of the suite (issue
 * 13); every message in both languages is checked by `npm run i18n:check` and the forms' texts by
 * their component tests.
 */
export const combos: ReadonlyArray<readonly [User, Locale]> = [
  ['affiliate', 'en-us'],
  ['newbie', 'pt-br'],
];

// Lazy page chunks and the mock in the page answer slowly on a loaded 2-core machine.
export const expect = baseExpect.configure({ timeout: 30_000 });

const i18n = new URL('../../../src/i18n/', import.meta.url);
const load = (file: URL): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const ptFiles = readdirSync(new URL('pt-br/', i18n)).filter((f) => f.endsWith('.json'));
const catalogues: Record<Locale, Record<string, string>> = {
  'en-us': load(new URL('en-us.json', i18n)),
  'pt-br': Object.assign({}, ...ptFiles.map((f) => load(new URL(`pt-br/${f}`, i18n)))) as Record<string, string>,
};

type Values = Record<string, string | number>;

/** A message as the page shows it in `locale`, its simple `{name}` arguments filled in. */
export function text(locale: Locale, id: string, values: Values = {}): string {
  const message = catalogues[locale][id];
  if (message === undefined) throw new Error(`No message "${id}" in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Message "${id}" needs a value for {${name}}`);
    return String(value);
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern: exactly its text, any argument named in `any` matching anything. */
export function pattern(locale: Locale, id: string, values: Values = {}, any: readonly string[] = [], whole = false): RegExp {
  const marks: Values = { ...values };
  any.forEach((name, i) => (marks[name] = `\uE000${i}\uE000`));
  const source = escape(text(locale, id, marks)).replace(/\uE000\d+\uE000/g, '.*');
  return new RegExp(whole ? `^${source}$` : source);
}

/** The message shown at a field (its accessible description holds the hint and the error). */
export async function expectFieldError(field: Locator, locale: Locale, id: string, values: Values = {}): Promise<void> {
  await expect(field).toHaveAccessibleDescription(pattern(locale, id, values));
}

/** Signs `user` in with the page in `locale` (helpers/login.ts), opens `then` (the first menu page
 * by default) and accepts the guidelines the newbie is asked for. */
export async function signInAs(page: Page, user: User, locale: Locale, then?: string): Promise<void> {
  await loginAs(page, user, { locale, path: then });
  if (user === 'newbie') {
    const terms = page.getByRole('dialog', { name: pattern(locale, 'shell.accept-terms.title') });
    // The modal links both terms documents.
    await expect(terms.getByRole('link', { name: text(locale, 'shell.accept-terms.guidelines') })).toHaveAttribute(
      'href',
      '/terms/promotion-guidelines.pdf',
    );
    await expect(terms.getByRole('link', { name: text(locale, 'shell.accept-terms.terms-of-use') })).toHaveAttribute(
      'href',
      '/terms/terms-of-use.pdf',
    );
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: text(locale, 'shell.accept-terms.submit'), exact: true }).click();
    await expect(terms).toBeHidden();
  }
}

/** Calls a /__mock control endpoint (faults, clock) from the page. */
export async function mock(page: Page, path: string, body: unknown): Promise<void> {
  await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      if (!r.ok) throw new Error(`${p as string}: ${r.status}`);
    },
    [path, body] as const,
  );
}

/** The next `method` call to a path matching `path` (a regular expression) answers 500. */
export const fault = (page: Page, method: string, path: string) =>
  mock(page, '/__mock/faults', { rules: [{ method, path, status: 500, times: 1 }] });

/** An API call with the session's token, from the page (a set-up the UI already covers elsewhere). */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ([m, p, b]) => {
      const headers: Record<string, string> = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
      if (b !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(p, { method: m, headers, body: b === undefined ? undefined : JSON.stringify(b) });
      if (!r.ok) throw new Error(`${m} ${p}: ${r.status}`);
      return r.status === 204 ? null : ((await r.json()) as unknown);
    },
    [method, path, body] as const,
  );
}
