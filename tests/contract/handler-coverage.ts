// Which calls a stateful handler answers: shown in the table so a row no handler answered is not
// mistaken for a checked one. The unit test mocks/handlers/coverage.test.ts names any operation
// without a handler before this run.
import { matchRequestUrl, type HttpHandler } from 'msw';
import { statefulHandlers } from '@mocks/handlers/index';

export function answeredByStatefulHandler(method: string, url: string): boolean {
  return (statefulHandlers as HttpHandler[]).some((handler) => {
    const info = handler.info as { method?: unknown; path?: unknown };
    const methodOk = info.method instanceof RegExp ? info.method.test(method) : String(info.method).toUpperCase() === method.toUpperCase();
    if (!methodOk) return false;
    if (typeof info.path !== 'string' && !(info.path instanceof RegExp)) return true; // custom predicate: assume it matches
    return matchRequestUrl(new URL(url), info.path).matches;
  });
}
