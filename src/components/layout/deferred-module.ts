// Loads a module that a screen does not need for its first paint (a menu's dropdown and its
// positioning library) once the browser is idle after that paint, or at once when asked
// (the user reached for it first). One load per module for the whole app; a failed load (offline)
// is forgotten so the next request tries again.
import { useCallback, useEffect, useState } from 'react';

export interface DeferredModule<T> {
  /** The module when it has loaded. */
  current: T | undefined;
  load: () => Promise<T>;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let pending: Promise<T> | undefined;
  const handle: DeferredModule<T> = {
    current: undefined,
    load: () => {
      pending ??= importer().then(
        (mod) => (handle.current = mod),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return handle;
}

/** The module once loaded (it starts loading when the browser is idle); `request` loads it now. */
export function useDeferredModule<T>(handle: DeferredModule<T>): { mod: T | undefined; request: () => void } {
  const [mod, setMod] = useState<T | undefined>(() => handle.current);
  const request = useCallback(() => {
    handle.load().then(setMod, () => undefined);
  }, [handle]);
  useEffect(() => {
    if (mod) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(request, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(request, 200);
    return () => window.clearTimeout(id);
  }, [mod, request]);
  return { mod, request };
}
