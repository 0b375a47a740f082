// The catalogue check fails on a missing Spanish message, on a Spanish message with other
// placeholders than en-us's, and on a stray or doubled key (issue 19.5): each planted in a copy
// of the real catalogues, which pass as they are.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTranslations, TRANSLATIONS } from './i18n-check.mjs';

const source = JSON.parse(readFileSync('src/i18n/en-us.json', 'utf8')) as Record<string, string>;
let dir = '';

const file = (language: string, name: string) => join(dir, language, `${name}.json`);
const read = (language: string, name: string) => JSON.parse(readFileSync(file(language, name), 'utf8')) as Record<string, string>;
const write = (language: string, name: string, messages: Record<string, string>) =>
  writeFileSync(file(language, name), JSON.stringify(messages, null, 2));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'i18n-check-test-'));
  for (const language of TRANSLATIONS) cpSync(join('src/i18n', language), join(dir, language), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('i18n check: every translation against en-us', () => {
  it('checks pt-br and es-419, and the real catalogues pass', () => {
    expect(TRANSLATIONS).toEqual(['pt-br', 'es-419']);
    expect(checkTranslations(source, { i18nDir: dir })).toEqual([]);
  });

  it('fails on one missing Spanish message, naming the language and the key', () => {
    const { ['wallet.payout-code.2009']: removed, ...rest } = read('es-419', 'wallet');
    expect(removed).toBe('El retiro mínimo es de {minimum}.');
    write('es-419', 'wallet', rest);
    const problems = checkTranslations(source, { i18nDir: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('es-419');
    expect(problems[0]).toContain('wallet.payout-code.2009');
  });

  it('fails on a Spanish message with another placeholder than en-us', () => {
    write('es-419', 'wallet', { ...read('es-419', 'wallet'), 'wallet.payout-code.2009': 'El retiro mínimo es de {minimo}.' });
    const problems = checkTranslations(source, { i18nDir: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/es-419[\s\S]*wallet\.payout-code\.2009/);
  });

  it('fails on a Spanish plural turned into plain text (the count is lost)', () => {
    write('es-419', 'admin-partners', { ...read('es-419', 'admin-partners'), 'admin-partners.total': 'socios' });
    const problems = checkTranslations(source, { i18nDir: dir });
    expect(problems.join('\n')).toContain('admin-partners.total');
  });

  it('fails on a Spanish key en-us does not have, and on a key kept in two Spanish files', () => {
    write('es-419', 'shared', { ...read('es-419', 'shared'), 'shared.not-in-the-app': 'Nada' });
    write('es-419', 'data', { ...read('es-419', 'data'), 'form.error.required': 'Este campo es obligatorio.' });
    const problems = checkTranslations(source, { i18nDir: dir }).join('\n');
    expect(problems).toContain('shared.not-in-the-app');
    expect(problems).toContain('es-419 key in two files: form.error.required');
  });

  it('still fails on a missing pt-br message', () => {
    const { ['auth.signin.title']: _, ...rest } = read('pt-br', 'auth');
    write('pt-br', 'auth', rest);
    const problems = checkTranslations(source, { i18nDir: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/pt-br[\s\S]*auth\.signin\.title/);
  });
});
