// Which API the app talks to, decided once from the page address (spec §7: three deployments
// chosen by page address, plus the local mock). VITE_API_URL, set at build time, wins over all.
export type ApiMode = 'mock' | 'remote';
export interface ApiTarget {
  mode: ApiMode;
  /** Base URL for HTTP calls; '' means same origin (the in-browser mock answers there). */
  baseUrl: string;
  /** Base URL for the websocket, ws:// or wss://. */
  wsUrl: string;
}

/** The three deployments. Exact hosts are not in the spec: a deployer edits this table. */
export const deployments: ReadonlyArray<{ name: string; pageHost: string; api: string }> = [
  { name: 'production', pageHost: 'parceiros.brand.bet.br', api: 'https://api.brand.bet.br' },
  { name: 'staging', pageHost: 'staging.parceiros.brand.bet.br', api: 'https://api-staging.brand.bet.br' },
  { name: 'development', pageHost: 'dev.parceiros.brand.bet.br', api: 'https://api-dev.brand.bet.br' },
];

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Local-only override used by tests that run the app against the Node mock server. */
export const apiOverrideKey = 'portal.apiUrl';

function toWs(httpBase: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (!httpBase) return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
  return httpBase.replace(/^http/, 'ws');
}

export function resolveApiTarget(
  location: Pick<Location, 'hostname' | 'protocol' | 'host'>,
  envUrl: string | undefined,
  override: string | null,
): ApiTarget {
  const trimmed = (u: string) => u.replace(/\/+$/, '');
  if (envUrl) return { mode: 'remote', baseUrl: trimmed(envUrl), wsUrl: toWs(trimmed(envUrl), location) };
  if (localHosts.has(location.hostname)) {
    if (override && /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(override)) {
      return { mode: 'remote', baseUrl: trimmed(override), wsUrl: toWs(trimmed(override), location) };
    }
    return { mode: 'mock', baseUrl: '', wsUrl: toWs('', location) };
  }
  const match = deployments.find((d) => d.pageHost === location.hostname);
  const api = match?.api ?? deployments[0]!.api;
  return { mode: 'remote', baseUrl: api, wsUrl: toWs(api, location) };
}

function readOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(apiOverrideKey) ?? null;
  } catch {
    return null;
  }
}

export const apiTarget: ApiTarget =
  typeof window === 'undefined'
    ? { mode: 'remote', baseUrl: 'http://127.0.0.1', wsUrl: 'ws://127.0.0.1' }
    : resolveApiTarget(window.location, import.meta.env.VITE_API_URL, readOverride());
