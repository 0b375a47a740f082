// Which calls a stateful handler answers, and which still fall through to orval's generated
// fallback (examples without state): shown in the table so a green row on a fallback is not
// mistaken for a checked handler.
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
