import { describe, expect, it } from 'vitest';
import { APP_VERSION, applyVersionRule, isKeptOnVersionChange } from './app-version';

/** A Storage over a Map, in insertion order like the browsers'. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('app version', () => {
  it('is the package version of spec §9', () => {
    expect(APP_VERSION).toBe('6.2.5');
  });

  it('keeps the token, its expiry, the version and the tour keys', () => {
    for (const key of ['token', 'token.expiresAt', 'app.version', 'tour', 'tour.overview', 'tour:wallet', 'tour_done'])
      expect(isKeptOnVersionChange(key), key).toBe(true);
    for (const key of ['locale', 'junk', 'tournament', 'tokens', 'mantine-color-scheme-value', 'my.token'])
      expect(isKeptOnVersionChange(key), key).toBe(false);
  });
});

describe('applyVersionRule', () => {
  it('clears everything else when the stored version differs', () => {
    const storage = memoryStorage({
      token: 'abc',
      'token.expiresAt': '2026-11-21T00:00:00Z',
      'app.version': '6.0.0',
      'tour.overview': 'done',
      locale: 'pt-br',
      junk: '1',
      'another.junk': '2',
    });
    expect(applyVersionRule(storage, '6.2.5')).toBe('cleared');
    expect(Object.fromEntries(storage.map)).toEqual({
      token: 'abc',
      'token.expiresAt': '2026-11-21T00:00:00Z',
      'app.version': '6.2.5',
      'tour.overview': 'done',
    });
  });

  it('clears on a downgrade too (any change, not only a newer version)', () => {
    const storage = memoryStorage({ 'app.version': '7.0.0', junk: '1' });
    expect(applyVersionRule(storage, '6.2.5')).toBe('cleared');
    expect(storage.getItem('junk')).toBeNull();
  });

  it('leaves storage alone when the version is the same', () => {
    const storage = memoryStorage({ 'app.version': '6.2.5', locale: 'pt-br', junk: '1' });
    expect(applyVersionRule(storage, '6.2.5')).toBe('same');
    expect(storage.map.size).toBe(3);
  });

  it('only records the version on a first visit', () => {
    const storage = memoryStorage({ locale: 'pt-br' });
    expect(applyVersionRule(storage, '6.2.5')).toBe('first-run');
    expect(Object.fromEntries(storage.map)).toEqual({ locale: 'pt-br', 'app.version': '6.2.5' });
  });

  it('is idempotent: a second run changes nothing', () => {
    const storage = memoryStorage({ 'app.version': '6.0.0', junk: '1', token: 't' });
    applyVersionRule(storage, '6.2.5');
    expect(applyVersionRule(storage, '6.2.5')).toBe('same');
    expect(Object.fromEntries(storage.map)).toEqual({ token: 't', 'app.version': '6.2.5' });
  });
});
