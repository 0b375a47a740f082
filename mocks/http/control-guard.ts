// Who may call the mock's control API (/__mock/*: reset the store, move the clock, inject faults,
// push socket messages) and how big a request body the mock takes at all (issue 15.18).
// - Origin: no Origin header (curl, Node tests, the contract run), the request's own origin (the
//   in-browser mock: the page and its service worker share it), or a loopback page (the dev and
//   preview servers on localhost / 127.0.0.1 / [::1], any port, calling `npm run mock`). Any other
//   page — a site the developer happens to visit — gets 403, and the HTTP server grants it no CORS.
// - A POST must say `Content-Type: application/json`: a cross-origin "simple" request (text/plain,
//   form data) needs no preflight, so the type is what keeps one from slipping through.
// - A body larger than the upload limit (5 MB) plus room for the multipart framing is refused with
//   413 from its Content-Length, before it is read; the HTTP server also cuts a chunked body off
//   at the limit (mocks/server.ts).
// The same rules run in the browser worker, in Node (msw/node) and in the HTTP server: control.ts
// puts `controlRefusal` in front of every control handler.
import { HttpResponse } from 'msw';
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';
import { isJsonContentType } from './respond';

/** The largest request body the mock reads: one 5 MB upload and its multipart headers. */
export const MAX_BODY_BYTES = uploadMediaLimits.maxBytes + 64 * 1024;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An http(s) origin on this machine (the dev server, vite preview, an end-to-end run's port). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** Whether a caller with this Origin header may use the control API at `requestUrl`. */
export function controlOriginAllowed(origin: string | null, requestUrl: string): boolean {
  if (origin === null) return true;
  return origin === new URL(requestUrl).origin || isLoopbackOrigin(origin);
}

/** The declared body size, or null when none is declared (a chunked body, or no body). */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

export const tooLarge = () =>
  HttpResponse.json(
    { message: `Request body larger than ${MAX_BODY_BYTES} bytes (5 MB and its multipart framing)`, reason: 'file_too_large' },
    { status: 413 },
  );

/** Why this control call is refused (the answer to send), or null when it may go on. */
export function controlRefusal(request: Request): Response | null {
  if (!controlOriginAllowed(request.headers.get('origin'), request.url)) {
    return HttpResponse.json(
      { message: 'The mock control API answers only the app’s own pages (or a caller without an Origin)', reason: 'forbidden' },
      { status: 403 },
    );
  }
  const length = declaredLength(request.headers);
  if (length !== null && length > MAX_BODY_BYTES) return tooLarge();
  if (request.method === 'POST' && !isJsonContentType(request.headers.get('content-type'))) {
    return HttpResponse.json(
      { message: 'Send the body as JSON (Content-Type: application/json)', reason: 'unsupported_media_type' },
      { status: 415 },
    );
  }
  return null;
}
