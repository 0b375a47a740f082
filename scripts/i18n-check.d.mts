// Types of scripts/i18n-check.mjs for its unit test.
export const TRANSLATIONS: string[];
export function readCatalogue(folder: string, language: string): { messages: Record<string, string>; problems: string[] };
export function checkTranslations(source: Record<string, string>, options?: { i18nDir?: string; languages?: string[] }): string[];
