import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentType, REFERENCE_DIR, referenceFiles } from './scripts/api-reference.mjs';
import { ASSETS_CACHE_CONTROL, netlifyHeadersFile, securityHeaders } from './scripts/csp.mjs';
import { dependencyPatches } from './scripts/dependency-patches.mjs';
import { precompileMessages } from './scripts/precompile-messages.mjs';
import { prerenderAuth } from './scripts/prerender-auth.mjs';
import { routePreload } from './scripts/route-preload.mjs';

/** Writes dist/_headers (the CSP and companions, from scripts/csp.mjs) next to index.html. */
function securityHeadersFile(env: Record<string, string>): Plugin {
  return {
    name: 'portal-security-headers',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeadersFile({ env }) });
    },
  };
}

/**
 * The partner API reference (issue 20, scripts/api-reference.mjs): /api-reference/, a static page
 * of its own rendered by Swagger UI from the contract's partner part, so no app route loads the
 * renderer. Emitted into the build; served from memory by the dev server.
 */
function apiReference(): Plugin {
  return {
    name: 'portal-api-reference',
    apply: (_config, env) => !env.isSsrBuild,
    generateBundle() {
      for (const [name, source] of Object.entries(referenceFiles())) {
        this.emitFile({ type: 'asset', fileName: `${REFERENCE_DIR}/${name}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(new RegExp(`^/${REFERENCE_DIR}/([\\w.-]*)(?:\\?.*)?$`));
        const files = match ? referenceFiles() : null;
        const name = match?.[1] || 'index.html';
        const file = files?.[name];
        if (!file) return next();
        res.setHeader('Content-Type', contentType(name));
        res.end(file);
      });
    },
  };
}

/** `vite preview` caches the hashed assets as docs/security.md tells a host to (a year,
 * immutable): a returning visitor's browser loads the app without asking the server again. */
function immutableAssets(): Plugin {
  return {
    name: 'portal-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', ASSETS_CACHE_CONTROL);
        next();
      });
    },
  };
}

/**
 * Fewer, larger chunks where every visitor needs all of them anyway (issue 13: first-visit
 * JavaScript, gzip). Each file costs its own gzip header and dictionary and its import/export
 * lists, and /auth was 30 files. Measured on /auth: 159.7 KB in 30 files -> 151.0 KB in 11.
 *  - `initial`: everything the entry loads statically (React, the router, the query client,
 *    intl, Mantine's provider and base components) in one chunk instead of ten.
 *  - `mantine-inputs`: the input and layout primitives nearly every screen's form uses.
 *  - `floating-ui`: popover positioning, on its own, so it comes only with what pops over (menus,
 *    selects, tooltips). Left to the automatic split it shared a chunk with small Mantine helpers
 *    (VisuallyHidden) that every page loads: 15 KB gzip on every first visit. `remove-scroll`
 *    (modals' scroll lock) the same way.
 */
const chunkGroups = [
  { name: 'initial', tags: ['$initial' as const], priority: 2 },
  {
    name: 'mantine-inputs',
    // With them, the portal's PasswordInput (src/components/form/password-input.tsx), which
    // otherwise is a file of its own on /auth.
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|Group|Anchor|CloseButton|Divider|Checkbox[\\/]CheckIcon)\b|core[\\/]styles-api[\\/]use-resolved-styles-api)|src[\\/]components[\\/]form[\\/]password-input\.tsx$/,
    priority: 1,
  },
  { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
  // dayjs with the module that sets its language (and pt-br's locale), as one chunk: dayjs' Spanish
  // locale, loaded with the Spanish catalogue (src/i18n/locales.ts), imports dayjs too, and left to
  // the automatic split dayjs became a chunk of its own on every route that shows a date (+0.3 KB).
  { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/](dayjs\.min\.js|locale[\\/]pt-br\.js)$|src[\\/]lib[\\/]dayjs\.ts$/, priority: 1 },
  // Scroll locking for modals and drawers, likewise on its own.
  {
    name: 'remove-scroll',
    test: /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref|get-nonce)[\\/]/,
    priority: 1,
  },
];

/**
 * The path aliases of tsconfig.json's `paths`: `@/…` is src/, `@mocks/…` is mocks/ (issue 16: no
 * import climbs three folders). Vitest reads them from here; tsx and Playwright from tsconfig.
 */
export const aliases = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
  { find: /^@mocks\//, replacement: `${fileURLToPath(new URL('./mocks/', import.meta.url))}` },
];

export default defineConfig(({ mode }) => {
  // The build's VITE_* variables (files and environment): the policy allows what they configure.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      securityHeadersFile(env),
      precompileMessages(),
      dependencyPatches(),
      routePreload(),
      prerenderAuth(),
      immutableAssets(),
      apiReference(),
    ],
    resolve: { alias: aliases },
    server: { port: 5173 },
    // `vite preview` serves the build as it ships, with the production CSP (plus the local Node
    // mock's origins, which tests point the app at).
    preview: { host: '127.0.0.1', port: 4173, headers: securityHeaders({ env, local: true }) },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // .vite/manifest.json: scripts/check-budgets.mjs and `npm run bench` measure routes from it.
      manifest: true,
      rolldownOptions: {
        // The generated zod files build their schemas at module level; marked pure, a page that
        // imports one constant (a max length) no longer brings zod and every schema of the tag.
        treeshake: { manualPureFunctions: ['zod'] },
        output: { codeSplitting: { groups: chunkGroups } },
      },
    },
  };
});
