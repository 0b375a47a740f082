import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ASSETS_CACHE_CONTROL, netlifyHeadersFile, securityHeaders } from './scripts/csp.mjs';
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

export default defineConfig(({ mode }) => {
  // The build's VITE_* variables (files and environment): the policy allows what they configure.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), securityHeadersFile(env), precompileMessages(), routePreload(), prerenderAuth(), immutableAssets()],
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
    },
  };
});
