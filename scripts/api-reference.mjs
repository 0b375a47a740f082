// The partner API reference (issue 20): a separate static page, /api-reference/, built from the
// contract and rendered by Swagger UI (swagger-ui-dist, maintained by SmartBear), so the app's
// routes never load the renderer (about 400 KB gzip) and the Developers page stays within its
// first-visit budget. The page shows the partner-facing part of the contract only: the
// operations that accept the `partnerApiKey` scheme (the reports and payments reads), with the
// schemas, parameters and responses they reference, and the scheme itself. "Try it out" is off:
// a key is typed into a terminal, not into a page.
// vite.config.ts emits the files at build time and serves them in development.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const CONTRACT = fileURLToPath(new URL('../openapi/portal.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
export const REFERENCE_DIR = 'api-reference';

/** Every `#/components/<kind>/<name>` reference inside a value. */
function refsIn(value, out = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) out.add(v);
      else refsIn(v, out);
    }
  }
  return out;
}

const usesKey = (operation) => (operation.security ?? []).some((s) => Object.hasOwn(s, 'partnerApiKey'));

/** The contract cut down to what a partner calls with an API key. */
export function partnerReference(contract = parse(readFileSync(CONTRACT, 'utf8'))) {
  const paths = {};
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item)
        .filter(([method, op]) => METHODS.includes(method) && usesKey(op))
        // Only the key scheme: the session token is the app's, not a partner's integration's.
        .map(([method, op]) => [method, { ...op, security: [{ partnerApiKey: [] }] }]),
    );
    if (Object.keys(kept).length) paths[path] = { ...(item.parameters ? { parameters: item.parameters } : {}), ...kept };
  }
  // The components those operations reach, followed through the components themselves.
  const components = {};
  const pending = [...refsIn(paths)];
  const seen = new Set();
  while (pending.length) {
    const ref = pending.pop();
    if (seen.has(ref)) continue;
    seen.add(ref);
    const [, , kind, name] = ref.split('/');
    const value = contract.components?.[kind]?.[name];
    if (value === undefined) continue;
    (components[kind] ??= {})[name] = value;
    pending.push(...refsIn(value));
  }
  components.securitySchemes = { partnerApiKey: contract.components.securitySchemes.partnerApiKey };
  const tagNames = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])));
  return {
    openapi: contract.openapi,
    info: {
      title: 'Partner API (API keys)',
      version: contract.info.version,
      description:
        'The calls a partner makes with a read-only API key, sent as the `X-API-Key` header. Create a key on the ' +
        "portal's Developers page (Profile → Developers): `reports:read` for the reports and statistics, " +
        '`payments:read` for the payments. Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and ' +
        '`RateLimit-Reset`; past the limit the call is refused with 429. A revoked, expired or unknown key gets 401, ' +
        'a call outside the key’s scopes 403.',
    },
    servers: contract.servers,
    security: [{ partnerApiKey: [] }],
    tags: (contract.tags ?? []).filter((t) => tagNames.has(t.name)),
    paths,
    components,
  };
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="./swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./reference.js"></script>
  </body>
</html>
`;

// No inline script: the site's CSP allows only its own script files.
const START = `window.SwaggerUIBundle({
  url: './openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  supportedSubmitMethods: [],
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  validatorUrl: null,
});
`;

/** The page's files, by name inside /api-reference/. */
export function referenceFiles() {
  const dist = (name) => readFileSync(require.resolve(`swagger-ui-dist/${name}`));
  return {
    'index.html': PAGE,
    'reference.js': START,
    'openapi.json': `${JSON.stringify(partnerReference(), null, 2)}\n`,
    'swagger-ui-bundle.js': dist('swagger-ui-bundle.js'),
    'swagger-ui.css': dist('swagger-ui.css'),
  };
}

const TYPES = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', json: 'application/json', css: 'text/css' };
export const contentType = (name) => TYPES[name.split('.').pop()] ?? 'application/octet-stream';
