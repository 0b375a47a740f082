// The Content-Security-Policy of the production build, in one place. vite.config.ts sends it from
// `vite preview` and writes it into dist/_headers (Netlify / Cloudflare Pages style) at build time;
// docs/security.md shows how nginx, Apache and CloudFront send the same header.
//
// The API origins come from the deployments table in src/config/api-base.ts (one build serves all
// three deployments, chosen by page address) plus VITE_API_URL when a build pins one; configured
// integrations (identity provider, analytics, live chat) add their origins (see integrations()).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = (path) => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');

/** `api: 'https://…'` entries of the deployments table. */
export function deploymentApiOrigins() {
  return [...source('src/config/api-base.ts').matchAll(/\bapi:\s*'(https?:\/\/[^']+)'/g)].map((m) => new URL(m[1]).origin);
}

/** A `const NAME = 'https://…'` default from a source file (the integrations' vendor URLs). */
function sourceDefault(path, name) {
  const match = new RegExp(`const ${name} = '(https://[^']+)'`).exec(source(path));
  if (!match) throw new Error(`scripts/csp.mjs: ${name} not found in ${path}`);
  return match[1];
}

const wsOf = (origin) => origin.replace(/^http/, 'ws');
const originOf = (url) => new URL(url).origin;

/**
 * The third-party origins a build talks to, from its VITE_* variables: the identity provider,
 * analytics (sendBeacon) and the live-chat vendor's loader script, each only when configured.
 */
function integrations(env) {
  const out = { connect: [], script: [], frame: [] };
  if (env.VITE_IDP_URL) out.connect.push(originOf(env.VITE_IDP_URL));
  if (env.VITE_ANALYTICS_KEY) {
    out.connect.push(originOf(env.VITE_ANALYTICS_URL || sourceDefault('src/lib/analytics/analytics.ts', 'DEFAULT_COLLECT_URL')));
  }
  if (env.VITE_LIVE_CHAT_ID) {
    const chat = originOf(
      env.VITE_LIVE_CHAT_SCRIPT_URL || sourceDefault('src/components/live-chat/live-chat-slot.tsx', 'DEFAULT_SCRIPT_URL'),
    );
    // The vendor's widget: its script, its API and its chat frame. Add what else it documents.
    out.script.push(chat);
    out.connect.push(chat, wsOf(chat));
    out.frame.push(chat);
  }
  return out;
}

/**
 * @param {object} [options]
 * @param {Record<string, string | undefined>} [options.env] The build's VITE_* variables
 *   (VITE_API_URL, VITE_IDP_URL, VITE_ANALYTICS_KEY/_URL, VITE_LIVE_CHAT_ID/_SCRIPT_URL).
 * @param {boolean} [options.local] Also allow the local Node mock (http/ws on 127.0.0.1 and
 *   localhost, any port): only for `vite preview` and tests, never written to dist/_headers.
 * @returns {Record<string, string[]>} directive → sources
 */
export function cspDirectives({ env = {}, local = false } = {}) {
  const api = [...new Set([...deploymentApiOrigins(), ...(env.VITE_API_URL ? [originOf(env.VITE_API_URL)] : [])])];
  const localHosts = local ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  const extra = integrations(env);
  return {
    'default-src': ["'self'"],
    // Only the bundle's own files (and a configured live-chat loader): no inline script, no eval.
    'script-src': ["'self'", ...extra.script],
    // Mantine writes its CSS variables in a <style> element and components set style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG/QR codes, blob: for files built in the page (CSV, invoices).
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...localHosts],
    'font-src': ["'self'", 'data:'],
    // HTTP and the live websocket (`'self'` covers same-origin ws/wss).
    'connect-src': ["'self'", ...api, ...api.map(wsOf), ...extra.connect, ...localHosts, ...localHosts.map(wsOf)],
    // Stored documents (PDFs) are fetched with the bearer token in a header and shown in frames
    // from blob: URLs the page made (never a frame on the API: the token would have to be in its
    // URL). No API origin may be framed.
    'frame-src': ["'self'", 'blob:', ...extra.frame],
    'media-src': ["'self'", 'blob:'],
    // The in-browser mock's service worker (local mock mode only, same origin).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function cspHeader(options) {
  return Object.entries(cspDirectives(options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header the app's host should send with its files (the CSP and a few companions). */
export function securityHeaders(options) {
  return {
    'Content-Security-Policy': cspHeader(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The build's hashed files (dist/assets): a new build gives a changed file a new name, so a
 * browser may keep each one for a year without asking again. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** dist/_headers for Netlify and Cloudflare Pages: the headers on every path, and the cache rule
 * of the hashed assets. */
export function netlifyHeadersFile(options) {
  const lines = Object.entries(securityHeaders(options)).map(([k, v]) => `  ${k}: ${v}`);
  return [
    '# Generated by scripts/csp.mjs at build time; see docs/security.md.',
    '/*',
    ...lines,
    '/assets/*',
    `  Cache-Control: ${ASSETS_CACHE_CONTROL}`,
    '',
  ].join('\n');
}
