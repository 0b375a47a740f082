// Loads a module that a screen does not need until the user reaches for it (a menu's dropdown and
// its positioning library): when asked — the pointer comes over its button, the button gets the
// focus, or a tap — never just because the browser is idle (issue 13: what a first visit
// downloads). One load per module for the whole app; a failed load (offline) is forgotten so the
// next request tries again.
import { useCallback, useState } from 'react';

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

/**
 * `mod` once requested and loaded. `prefetch` only downloads it (the pointer is on its way: the
 * screen does not change under it); `request` downloads it if need be and hands it over.
 */
export function useDeferredModule<T>(handle: DeferredModule<T>): { mod: T | undefined; request: () => void; prefetch: () => void } {
  const [mod, setMod] = useState<T | undefined>(() => handle.current);
  const request = useCallback(() => {
    handle.load().then(setMod, () => undefined);
  }, [handle]);
  const prefetch = useCallback(() => {
    handle.load().catch(() => undefined);
  }, [handle]);
  return { mod, request, prefetch };
}
