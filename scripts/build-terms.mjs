// Renders the sample terms documents (scripts/terms/*.html) to the static PDFs the portal links
// (public/terms/*.pdf, spec §2 "two static PDF documents under /terms/"), with headless Chromium
// through playwright-core. Run `node scripts/build-terms.mjs` after editing a document and commit
// the PDFs; CHROMIUM_PATH overrides /usr/bin/chromium.
import { mkdirSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = join(root, 'scripts', 'terms');
const out = join(root, 'public', 'terms');

const footer = `<div style="width:100%;font-size:7.5pt;color:#6b7280;font-family:sans-serif;padding:0 20mm;display:flex;justify-content:space-between">
  <span>Programa de Parceiros Brand — documento de exemplo, marca fictícia</span>
  <span>Página <span class="pageNumber"></span> de <span class="totalPages"></span></span></div>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const file of readdirSync(sources)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    await page.goto(pathToFileURL(join(sources, file)).href, { waitUntil: 'load' });
    const target = join(out, `${basename(file, '.html')}.pdf`);
    await page.pdf({
      path: target,
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer,
      tagged: true,
      outline: true,
    });
    console.log(`${file} → ${target}`);
  }
} finally {
  await browser.close();
}
