// Loads a third-party script once, after the page is idle. The script is an external file with a
// `src` (no inline code), so a strict CSP only needs the vendor's host in `script-src`.
export interface IdleScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

export const browserIdle: IdleScheduler = {
  request(callback) {
    if (typeof window.requestIdleCallback === 'function') return window.requestIdleCallback(() => callback(), { timeout: 10_000 });
    // Safari has no requestIdleCallback: wait for load, then a little more.
    return window.setTimeout(callback, 3_000);
  },
  cancel(handle) {
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    window.clearTimeout(handle);
  },
};

const loaded = new Map<string, HTMLScriptElement>();

/** Adds `<script async src>` to the head once per URL; returns the element. */
export function injectScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const existing = loaded.get(src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  loaded.set(src, script);
  return script;
}
