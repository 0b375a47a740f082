// Types of scripts/csp.mjs for vite.config.ts and the e2e test.
export interface CspOptions {
  /** The build's VITE_* variables. */
  env?: Record<string, string | undefined>;
  local?: boolean;
}
export function deploymentApiOrigins(): string[];
export function cspDirectives(options?: CspOptions): Record<string, string[]>;
export function cspHeader(options?: CspOptions): string;
export function securityHeaders(options?: CspOptions): Record<string, string>;
export function netlifyHeadersFile(options?: CspOptions): string;
export const ASSETS_CACHE_CONTROL: string;
