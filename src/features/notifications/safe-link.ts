// A notification's Link comes from the API: only an app path (one leading slash, no scheme or
// protocol-relative "//") becomes a link.
export function appPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return /^\/[A-Za-z0-9\-._~/?=&%]*$/.test(link) ? link : null;
}
