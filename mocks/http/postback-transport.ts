// How a postback attempt reaches its endpoint. `simulated` (the in-browser mock and the Node
// handler tests): no network at all, the endpoint's answer follows rules/postback-delivery.ts.
// `network` (`npm run mock`, set by mocks/server.ts): a loopback endpoint (localhost, 127.0.0.1,
// [::1]) — the developer's own receiver — is really called over HTTP; any other public host is
// still simulated, so the mock server never sends traffic off the machine. In both, private and
// loopback targets a real backend would never call are refused (no call, no retry), except the
// loopback ones the mock server calls on purpose. Redirects are not followed (one could lead to a
// private address).
import { ATTEMPT_TIMEOUT_MS, type AttemptOutcome, BLOCKED, simulatedAnswer, targetKind, trimBody } from '../rules/postback-delivery';

export type PostbackTransport = 'simulated' | 'network';
let transport: PostbackTransport = 'simulated';

export function setPostbackTransport(next: PostbackTransport): void {
  transport = next;
}
export const postbackTransport = (): PostbackTransport => transport;

export interface OutgoingAttempt {
  method: 'GET' | 'POST';
  url: string;
  body: string;
  headers: Record<string, string>;
  /** 1-based attempt number (the simulated receiver answers by it). */
  attempt: number;
}

async function realSend(req: OutgoingAttempt): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.method === 'POST' ? req.body : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const text = await res.text();
    return { statusCode: res.status, responseBody: trimBody(text), durationMs: took(), error: null };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
    return {
      statusCode: null,
      responseBody: null,
      durationMs: timedOut ? ATTEMPT_TIMEOUT_MS : took(),
      error: timedOut ? 'timeout' : 'connection',
    };
  }
}

export function sendAttempt(req: OutgoingAttempt): Promise<AttemptOutcome> {
  const url = new URL(req.url);
  const kind = targetKind(url);
  if (transport === 'network' && kind === 'loopback') return realSend(req);
  if (kind !== 'public') return Promise.resolve(BLOCKED);
  return Promise.resolve(simulatedAnswer(url, req.attempt));
}
