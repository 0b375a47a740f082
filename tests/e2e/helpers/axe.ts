// axe-core in the page, injected once per document and asked for violations only. The
// @axe-core/playwright builder re-injects axe (about 500 KB) on every scan and computes the details
// of every passing node too: about 1.4 s a scan against 0.3 s here, and the sweep makes ~130 scans.
// Frames are not entered (document previews are PDFs or blobs that axe cannot run in).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Violation = AxeResults['violations'][number];

/** The violations of the rules tagged `tags` in the document, or inside `include` (a selector). */
export async function axeViolations(page: Page, tags: readonly string[], include?: string): Promise<Violation[]> {
  // Evaluated over the DevTools protocol, so the page's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([t, inc]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(inc ? { include: [inc] } : document, {
        runOnly: { type: 'tag', values: [...t] },
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations;
    },
    [tags, include ?? null] as const,
  );
}
