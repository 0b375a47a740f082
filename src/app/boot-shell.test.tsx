// The static first paint of /auth (issue 7): public/boot.js picks its language and drops it by the
// app's own rules; the build turns the rendered page into an inert copy; the app removes the copy
// on its first real screen and not while it only waits.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bootJs from '../../public/boot.js?raw';
import { server } from '@mocks/node';
import { entryOf, LOCALES, SHELL_CSS, shellPage, startScript, staticMarkup } from '../../scripts/prerender-auth.mjs';
import { storageKeys } from '../config/storage-keys';
import { readAuthParams } from '../features/auth/auth-steps';
import { initialLocale, locales } from '../i18n/locales';
import { render, screen, waitFor } from '../testing/render';
import { BOOT_SHELL_ID, BOOT_SHELL_MAX_MS, releaseBootShellLater } from './boot-shell';
import { renderAuthPage } from './prerender';
import { MaintenanceScreen } from './routes/maintenance';
import { AppRoutes } from './router';

const html = document.documentElement;

function runBootJs({
  search = '',
  saved = null,
  browser = 'en-US',
  token = false,
}: {
  search?: string;
  saved?: string | null;
  browser?: string;
  token?: boolean;
}) {
  window.history.replaceState(null, '', `/auth${search}`);
  localStorage.clear();
  if (saved !== null) localStorage.setItem(storageKeys.locale, saved);
  if (token) localStorage.setItem(storageKeys.token, 'a-token');
  Object.defineProperty(window.navigator, 'language', { value: browser, configurable: true });
  for (const name of ['data-boot-locale', 'data-boot-shell', 'data-mantine-color-scheme']) html.removeAttribute(name);
  new Function(bootJs)(); // as the browser runs the file: a plain script
}

function addShell() {
  const shell = document.createElement('div');
  shell.id = BOOT_SHELL_ID;
  document.body.prepend(shell);
  return shell;
}

afterEach(() => {
  document.getElementById(BOOT_SHELL_ID)?.remove();
  localStorage.clear();
});

describe('public/boot.js follows the app', () => {
  it.each([
    ['saved pt-br', { saved: 'pt-br', browser: 'en-US' }],
    ['saved en-us in a Portuguese browser', { saved: 'en-us', browser: 'pt-BR' }],
    ['nothing saved, Portuguese browser', { browser: 'pt-BR' }],
    ['nothing saved, European Portuguese', { browser: 'pt-PT' }],
    ['nothing saved, Spanish browser (Argentina)', { browser: 'es-AR' }],
    ['nothing saved, Spanish browser (Mexico)', { browser: 'es-MX' }],
    ['nothing saved, Spanish browser (no region)', { browser: 'es' }],
    ['saved es-419 in an English browser', { saved: 'es-419', browser: 'en-US' }],
    ['saved en-us in a Spanish browser', { saved: 'en-us', browser: 'es-CL' }],
    ['nothing saved, French browser', { browser: 'fr-FR' }],
    ['a saved value the app does not know', { saved: 'fr', browser: 'pt-BR' }],
    ['a saved value the app does not know, Spanish browser', { saved: 'es', browser: 'es-PE' }],
  ])('language: %s', (_, state) => {
    runBootJs(state);
    expect(html.getAttribute('data-boot-locale')).toBe(initialLocale());
    expect(html.getAttribute('lang')).toBe(initialLocale());
  });

  it.each([
    ['es-AR', 'es-419'],
    ['es-MX', 'es-419'],
    ['es', 'es-419'],
    ['pt-PT', 'pt-br'],
    ['en-GB', 'en-us'],
  ])('a %s browser with nothing saved gets %s', (browser, expected) => {
    runBootJs({ browser });
    expect(html.getAttribute('data-boot-locale')).toBe(expected);
  });

  it.each([
    ['', false],
    ['?step=signin', false],
    ['?step=nonsense', false],
    ['?step=signup&am=x', true],
    ['?step=code', true],
    ['?step=reset', true],
  ])('/auth%s: the static sign-in page off = %s', (search, off) => {
    runBootJs({ search });
    expect(readAuthParams(new URLSearchParams(search)).step !== 'signin').toBe(off);
    expect(html.getAttribute('data-boot-shell')).toBe(off ? 'off' : null);
  });

  it('a stored session turns it off (the app goes on to the dashboard)', () => {
    runBootJs({ token: true });
    expect(html.getAttribute('data-boot-shell')).toBe('off');
  });

  it('still sets the saved colour scheme', () => {
    localStorage.setItem(storageKeys.colorScheme, 'dark');
    new Function(bootJs)();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});

describe('the build-time render of /auth', () => {
  it('is the sign-in page in each language, with its own ids', async () => {
    const pt = await renderAuthPage('pt-br');
    expect(pt).toContain('Entre no portal de parceiros');
    expect(pt).toContain('for="mantine-_boot-pt-br-');
    const es = await renderAuthPage('es-419');
    expect(es).toContain('Inicie sesión en el portal de socios');
    expect(es).toContain('for="mantine-_boot-es-419-');
    const en = await renderAuthPage('en-us');
    expect(en).toContain('Sign in to the partner portal');
    expect(en).not.toContain('_boot-pt-br-');
    expect(en).not.toContain('_boot-es-419-');
  });

  it('becomes an inert copy: controls disabled, nothing labelled, no title, no React markers, no script', () => {
    const copy = staticMarkup(
      '<title>T</title><!--$--><form aria-label="Sign in"><label for="f1" id="l1">Login</label><input id="f1" aria-describedby="e1" name="login"/>' +
        '<button type="submit">Go</button><a href="/x">x</a></form><!--/$-->',
    );
    expect(copy).toBe(
      '<form><label>Login</label><input readonly aria-disabled="true" name="login"/><button aria-disabled="true" type="submit">Go</button><a aria-disabled="true" href="/x">x</a></form>',
    );
    expect(() => staticMarkup('<p>x</p><script>alert(1)</script>')).toThrow(/script/);
  });

  it('goes before #root, with the route style sheets and the rules that hide #root meanwhile', () => {
    const index =
      '<html><head><title>P</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '\n    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n    <script async src="/assets/route-preload-3.js"></script>' +
      '</head><body><div id="root"></div></body></html>';
    const globals = '<style data-mantine-styles="true">:root{--x:1}</style>';
    const page = shellPage(index, {
      css: ['/assets/auth.css'],
      variants: [
        { locale: 'en-us', html: `${globals}<h1>Sign in</h1>` },
        { locale: 'pt-br', html: `${globals}<h1>Entre</h1>` },
        { locale: 'es-419', html: `${globals}<h1>Inicie sesión</h1>` },
      ],
      start: '/assets/auth-start-4.js',
    });
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.head.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/assets/auth.css');
    expect(doc.head.querySelectorAll('style[data-mantine-styles]')).toHaveLength(1); // once, not per language
    const shell = doc.getElementById(BOOT_SHELL_ID)!;
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect([...shell.children].map((c) => [c.getAttribute('lang'), c.textContent])).toEqual([
      ['en-us', 'Sign in'],
      ['pt-br', 'Entre'],
      ['es-419', 'Inicie sesión'],
    ]);
    expect(shell.nextElementSibling?.id).toBe('root');
    expect(doc.head.textContent).toContain('#boot-shell ~ #root { display: none; }');
    // The app starts from the start script, after the first paint: no script or preload of its own before.
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/assets/auth-start-4.js']);
    expect(doc.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
  });

  it.each([
    ['en-us', 'en-us'],
    ['pt-br', 'pt-br'],
    ['es-419', 'es-419'],
    [null, 'en-us'],
  ])('boot locale %s shows the %s copy alone', (bootLocale, shown) => {
    expect(LOCALES).toEqual(locales);
    const style = document.createElement('style');
    style.textContent = SHELL_CSS;
    document.head.append(style);
    const shell = addShell();
    shell.innerHTML = LOCALES.map((l) => `<div data-locale="${l}">${l}</div>`).join('');
    if (bootLocale) html.setAttribute('data-boot-locale', bootLocale);
    else html.removeAttribute('data-boot-locale');
    try {
      const visible = [...shell.children].filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent);
      expect(visible).toEqual([shown]);
    } finally {
      style.remove();
      html.removeAttribute('data-boot-locale');
    }
  });

  it('starts the app after an animation frame: preloads every module, then imports the entry', () => {
    const { entry, modules } = entryOf(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
    );
    expect({ entry, modules }).toEqual({ entry: '/assets/index-1.js', modules: ['/assets/react-2.js'] });
    const source = startScript(entry, [entry, ...modules]);
    expect(source).toContain('const modules = ["/assets/index-1.js","/assets/react-2.js"];');
    expect(source).toMatch(/requestAnimationFrame\(\(\) => setTimeout\(start, 0\)\);/);
    expect(source).toContain('import("/assets/index-1.js");');
  });
});

describe('the app removes the copy', () => {
  beforeEach(() => localStorage.clear());

  it('on /auth once the sign-in page is on screen, not while the API status is unknown', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/status', async () => (await answered, HttpResponse.json({ status: 'ok' }))));
    addShell();
    render(<AppRoutes />, { route: '/auth' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull(); // only the status check is under way
    answer!();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the partner portal' })).toBeInTheDocument();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });

  it('at the latest after a while, whatever the app is waiting for (its own waiting state shows then)', () => {
    vi.useFakeTimers();
    try {
      addShell();
      releaseBootShellLater();
      vi.advanceTimersByTime(BOOT_SHELL_MAX_MS - 1);
      expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('for the maintenance screen', async () => {
    addShell();
    render(<MaintenanceScreen />);
    await waitFor(() => expect(document.getElementById(BOOT_SHELL_ID)).toBeNull());
  });
});
