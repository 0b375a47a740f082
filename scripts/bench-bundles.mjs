// Not size-limit: a route's initial load is a closure over Vite's manifest from the route table's modules, which size-limit's file globs cannot name (hashed chunks).
// Initial JS and CSS (gzip) per route of a production build, from Vite's build manifest
// (`build.manifest: true` → <dist>/.vite/manifest.json). A route's initial load is what the browser
// must fetch before the route can paint: the entry and its static imports, the default-language
// catalogue (the LocaleProvider renders nothing until it is in), the dashboard layout for the
// dashboard's pages, and the route's own lazy module with ITS static imports, recursively.
// Dynamic imports (modals, charts loaded on demand, the other language, the mock) are not initial.
// Used by scripts/check-budgets.mjs (inside `npm test`) and scripts/bench.mjs.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { readRouteTable } from './route-table.mjs';

/** Routes whose page draws an ECharts chart; ECharts may be reachable from these only. */
export const chartRoutes = new Set(['overview', 'statistics', 'campaign', 'admin.statistics']);

export const budgets = {
  /** KB of gzip JS, initial load. */
  authJsKb: 170,
  otherJsKb: 300,
};

const read = (file) => readFileSync(file, 'utf8');

/** The `paths` object of src/config/paths.ts (a plain literal: evaluated, not imported). */
function loadPaths(root) {
  const text = read(join(root, 'src/config/paths.ts'));
  const match = /export const paths = (\{[\s\S]*?\n\}) as const;/.exec(text);
  if (!match) throw new Error('cannot find `export const paths = {…} as const` in src/config/paths.ts');
  return new Function(`return (${match[1]});`)();
}

export const layoutKey = 'src/app/routes/affiliate/dashboard-layout.tsx';

/** Every route with its path pattern and the lazy modules (relative to the root) it loads first. */
export function routeModules(root = process.cwd()) {
  const paths = loadPaths(root);
  return [
    { id: 'auth', path: paths.auth, modules: ['src/app/routes/public/auth.tsx'] },
    { id: 'logout', path: paths.logout, modules: ['src/app/routes/public/logout.tsx'] },
    ...readRouteTable(root)
      .filter((page) => page.module !== null)
      .map((page) => ({ id: page.id, path: page.path, modules: [layoutKey, page.module] })),
  ];
}

export function measureBundles(dist, root = process.cwd()) {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts)`);
  const manifest = JSON.parse(read(manifestFile));
  const gz = new Map();
  const gzipKb = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
    return gz.get(file);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');

  /** Manifest keys statically reachable from `keys` (the keys themselves included). */
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) walk(dep);
    };
    keys.forEach(walk);
    return seen;
  };
  const catalogue = Object.keys(manifest).find((k) => /src\/i18n\/en-us\.json$/.test(k));
  const keyOf = (src) => {
    if (!manifest[src]) throw new Error(`${src} is not a chunk of the build (is it still lazily imported?)`);
    return src;
  };

  const routes = routeModules(root);

  const hasEcharts = (key) => {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) return false;
    const text = read(join(dist, file));
    // ECharts' own modules carry these identifiers; the wrapper component alone does not.
    return /echarts/i.test(manifest[key].name ?? '') || text.includes('registerPreprocessor') || text.includes('ZRender');
  };

  return routes.map((route) => {
    const keys = closure([entryKey, ...(catalogue ? [catalogue] : []), ...route.modules.map(keyOf)]);
    const files = new Set([...keys].map((k) => manifest[k].file));
    const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
    const jsKb = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipKb(f), 0);
    const cssKb = [...css].reduce((s, f) => s + gzipKb(f), 0);
    // ECharts anywhere the route can reach: its initial load, or what its own modules load later
    // (the entry's and the layout's dynamic imports are other routes and modals, not this one's).
    const shared = new Set([entryKey, layoutKey]);
    const reach = new Set();
    const walk = (key) => {
      if (!manifest[key] || shared.has(key) || reach.has(key)) return;
      reach.add(key);
      for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(dep);
    };
    route.modules.filter((k) => k !== layoutKey).forEach(walk);
    for (const key of keys) reach.add(key);
    const echarts = [...reach].filter(hasEcharts).map((k) => manifest[k].file);
    const initialEcharts = [...keys].filter(hasEcharts).map((k) => manifest[k].file);
    const budgetKb = route.id === 'auth' ? budgets.authJsKb : budgets.otherJsKb;
    return {
      id: route.id,
      path: route.path,
      jsKb: round(jsKb),
      cssKb: round(cssKb),
      chunks: files.size,
      budgetKb,
      echarts,
      initialEcharts,
      chartRoute: chartRoutes.has(route.id),
      ok: jsKb <= budgetKb && (echarts.length === 0 || chartRoutes.has(route.id)),
    };
  });
}

/** gzip KB of the in-browser mock (mocks/browser.ts and everything it pulls that the app does not). */
export function measureMockChunk(dist) {
  const manifest = JSON.parse(read(join(dist, '.vite/manifest.json')));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const mockKey = Object.keys(manifest).find((k) => /mocks\/browser\.ts$/.test(k));
  if (!mockKey) return null;
  const all = (keys, skip) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || key === skip || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) walk(dep);
      for (const dep of manifest[key].dynamicImports ?? []) walk(dep);
    };
    keys.forEach(walk);
    return seen;
  };
  // Everything the app can ever load without the mock, versus what the mock adds on top.
  const app = all([entryKey], mockKey);
  const mock = [...all([mockKey])].filter((k) => !app.has(k) && manifest[k].file.endsWith('.js'));
  const entryStatic = new Set();
  const walkStatic = (key) => {
    if (entryStatic.has(key) || !manifest[key]) return;
    entryStatic.add(key);
    for (const dep of manifest[key].imports ?? []) walkStatic(dep);
  };
  walkStatic(entryKey);
  const kb = mock.reduce((s, k) => s + gzipSync(readFileSync(join(dist, manifest[k].file)), { level: 9 }).length / 1024, 0);
  return { gzipKb: round(kb), chunks: mock.length, inEntry: entryStatic.has(mockKey) };
}

const round = (n) => Math.round(n * 10) / 10;
