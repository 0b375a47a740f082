// A notification's Link comes from the API: only an app path (one leading slash, no scheme or
// protocol-relative "//") becomes a link. The check itself is the shared one in lib/safe-url.ts.
export { appPath } from '@/lib/safe-url';
