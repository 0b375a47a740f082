// Which interface language a visitor gets (issue 19.5): their own saved choice first; without one
// the browser's language — any Portuguese → pt-br, any Spanish → es-419 — else en-us. Spanish's
// catalogue loads only when Spanish is asked for (its dates: src/lib/dates.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, loadMessages, localeForBrowser, localeInfo, locales } from './locales';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => map.set(key, value) };
}

afterEach(() => vi.unstubAllGlobals());

describe('localeForBrowser', () => {
  it.each([
    ['es', 'es-419'],
    ['es-MX', 'es-419'],
    ['es-AR', 'es-419'],
    ['es-CL', 'es-419'],
    ['es-CR', 'es-419'],
    ['es-PE', 'es-419'],
    ['es-419', 'es-419'],
    ['es-ES', 'es-419'],
    ['ES_mx', 'es-419'],
    ['pt', 'pt-br'],
    ['pt-BR', 'pt-br'],
    ['pt-PT', 'pt-br'],
    ['en-US', 'en-us'],
    ['en-GB', 'en-us'],
    ['fr-FR', 'en-us'],
    ['est', 'en-us'], // Estonian's code starts with "es" but is not Spanish
    ['', 'en-us'],
    [undefined, 'en-us'],
  ])('%s → %s', (browser, expected) => {
    expect(localeForBrowser(browser)).toBe(expected);
  });
});

describe('initialLocale', () => {
  it.each([
    ['the browser (es-MX) without a saved choice', {}, 'es-MX', 'es-419'],
    ['the browser (es-AR) without a saved choice', {}, 'es-AR', 'es-419'],
    ['the saved choice over a Spanish browser', { locale: 'en-us' }, 'es-AR', 'en-us'],
    ['a saved Spanish over an English browser', { locale: 'es-419' }, 'en-US', 'es-419'],
    ['a saved Portuguese over a Spanish browser', { locale: 'pt-br' }, 'es-MX', 'pt-br'],
    ['the browser when the saved value is unknown', { locale: 'es' }, 'es-PE', 'es-419'],
    ['en-us for any other browser', {}, 'de-DE', 'en-us'],
  ])('%s', (_, saved, browser, expected) => {
    vi.stubGlobal('localStorage', memoryStorage(saved));
    vi.stubGlobal('navigator', { language: browser });
    expect(initialLocale()).toBe(expected);
  });

  it('the browser when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('navigator', { language: 'es-CR' });
    expect(initialLocale()).toBe('es-419');
  });
});

describe('the three languages', () => {
  it('are listed with their own names and Intl tags', () => {
    expect(locales).toEqual(['en-us', 'pt-br', 'es-419']);
    expect(locales.map((l) => [localeInfo[l].name, localeInfo[l].intl])).toEqual([
      ['English', 'en-US'],
      ['Português', 'pt-BR'],
      ['Español', 'es-419'],
    ]);
  });

  it('Spanish loads its catalogue, with the same keys as Portuguese; en-us loads nothing', async () => {
    expect(await loadMessages('en-us')).toEqual({});
    const es = await loadMessages('es-419');
    expect(es['auth.signin.title']).toBe('Inicie sesión en el portal de socios');
    const pt = await loadMessages('pt-br');
    expect(pt['auth.signin.title']).toBe('Entre no portal de parceiros');
    expect(Object.keys(es).sort()).toEqual(Object.keys(pt).sort());
  });
});
