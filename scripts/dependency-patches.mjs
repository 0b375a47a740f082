// Not patch-package (which patches Prism, patches/): these change the production build only, the dev server and tests run the dependencies as published.
// Vite plugin (production build only): small, checked changes to how dependencies are built, each
// for what a first visit downloads or runs (issue 13). The dev server and the unit tests run the
// dependencies unchanged.
//
// 1. formatjs without the locale-support probes that cost the first page 40-90 ms of main thread
//    (Lighthouse's total blocking time on /auth).
// `Intl.NumberFormat.supportedLocalesOf` and `Intl.DateTimeFormat.supportedLocalesOf` make the
// browser enumerate every locale it has on first use (measured in headless Chromium: 30-45 ms and
// 45-95 ms), and formatjs calls them on every page:
//   - @formatjs/intl createIntl: only to warn (onError) when a locale has no data, which never
//     happens for the app's locales (src/i18n/locales.ts) in any supported browser;
//   - intl-messageformat resolveLocale: to pick the first supported of the requested locales; the
//     app always asks for one of its own, so Intl.getCanonicalLocales (no enumeration) gives the same.
// A page that formats numbers or dates still pays for the locale data when it first does so; /auth
// formats neither.
//
// 2. Mantine's ScrollArea (inside every scrolling list and menu) imports one hook from
//    @floating-ui/react, a single module: all of popover positioning (15 KB gzip) came with every
//    list page. That import goes to src/lib/vendor/merge-refs.ts instead.
//
// Each change must find its text, or the build fails: a dependency update that moves it is then
// seen, not silently left unpatched.
import { fileURLToPath } from 'node:url';

const MERGE_REFS = fileURLToPath(new URL('../src/lib/vendor/merge-refs.ts', import.meta.url));
const SCROLL_AREA = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const PATCHES = [
  {
    file: /node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    replace: [
      [
        /\} else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\([^\n]*\n\telse if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\([^\n]*\n/,
        '}\n',
      ],
    ],
  },
  {
    file: /node_modules[\\/]intl-messageformat[\\/]index\.js$/,
    replace: [
      [
        /const supportedLocales = Intl\.NumberFormat\.supportedLocalesOf\(locales\);/,
        'const supportedLocales = Intl.getCanonicalLocales(locales);',
      ],
    ],
  },
];

export function dependencyPatches() {
  let redirected = false;
  return {
    name: 'portal-dependency-patches',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the bare import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer.split('?')[0])) return null;
      redirected = true;
      return MERGE_REFS;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      const patch = PATCHES.find((p) => p.file.test(file));
      if (!patch) return null;
      let out = code;
      for (const [pattern, replacement] of patch.replace) {
        if (!pattern.test(out))
          this.error(`dependency-patches: ${pattern} not found in ${file} (the dependency changed: update scripts/dependency-patches.mjs)`);
        out = out.replace(pattern, replacement);
      }
      return { code: out, map: null };
    },
    buildEnd(error) {
      // Only the browser build bundles ScrollArea (the build-time render of /auth does not).
      if (!error && !redirected && !this.environment?.config?.build?.ssr && this.getModuleIds) {
        const hasScrollArea = [...this.getModuleIds()].some((id) => SCROLL_AREA.test(id));
        if (hasScrollArea)
          this.error('dependency-patches: ScrollArea no longer imports @floating-ui/react (update scripts/dependency-patches.mjs)');
      }
    },
  };
}
