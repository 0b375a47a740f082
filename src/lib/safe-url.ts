// The one place an address that came from data (the API, a build variable) is checked before it
// becomes a link, a frame or a navigation. Each helper answers the checked address or null, so
// the caller shows text instead: nothing that could run script (javascript:, vbscript:, data:),
// leave the app through a protocol-relative `//host`, or carry credentials gets through.

/** An app path (one leading slash, no scheme, no `//host`, no backslash): stays on this origin. */
export function appPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return /^\/[A-Za-z0-9\-._~/?=&%]*$/.test(link) ? link : null;
}

export interface ExternalUrlOptions {
  /** Schemes allowed (default http: and https:). */
  protocols?: readonly string[];
}

/**
 * An absolute address with an allowed scheme and no user:password part, normalised by URL;
 * null for anything else (relative or protocol-relative text, script or data schemes).
 */
export function safeExternalUrl(
  value: string | null | undefined,
  { protocols = ['http:', 'https:'] }: ExternalUrlOptions = {},
): string | null {
  const text = value?.trim();
  // URL() would resolve nothing relative without a base, but say so: `//host` is never absolute here.
  if (!text || text.startsWith('/') || text.startsWith('\\')) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!protocols.includes(url.protocol) || url.username || url.password) return null;
  return url.href;
}

/** An http(s) address (a tracking link, a configured site), or null. */
export const safeHttpUrl = (value: string | null | undefined): string | null => safeExternalUrl(value);

/** An https address only (what is embedded in a frame or player), or null. */
export const safeHttpsUrl = (value: string | null | undefined): string | null => safeExternalUrl(value, { protocols: ['https:'] });
