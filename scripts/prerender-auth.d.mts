// Types of scripts/prerender-auth.mjs for vite.config.ts and its unit test.
import type { Plugin } from 'vite';

export const SHELL_FILE: string;
export const SHELL_CSS: string;
export const LOCALES: string[];
export function staticMarkup(html: string): string;
export function startScript(entry: string, modules: string[]): string;
export function entryOf(indexHtml: string): { entry: string; modules: string[] };
export function shellPage(indexHtml: string, shell: { css: string[]; variants: { locale: string; html: string }[]; start: string }): string;
export function prerenderAuth(): Plugin;
