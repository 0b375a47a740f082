// Whether any toast has been asked for yet (set by ./notify.ts before it shows one). The app shell
// mounts the toasts' container on the first request (src/app/provider.tsx); this flag lets it
// wait without importing the notifications store itself, so a first page that shows no toast
// (/auth) downloads neither.
let requested = false;
const listeners = new Set<() => void>();

export function requestToasts(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToastRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsRequested = (): boolean => requested;
