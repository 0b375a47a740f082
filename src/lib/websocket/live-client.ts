// The live socket's connection policy (spec §4, §9; openapi/websocket.md), free of React so it
// can be tested with a fake WebSocket:
// - connect to `<api ws host>/ws`, send `{ name: 'auth', payload: { token } }` on every open;
// - on every close clear session storage and cookies (spec §4);
// - reconnect after a fixed 5 s unless the server closed with 1008 (bad token) or we closed it.
import { parseEnvelope, authFrame, WS_POLICY_VIOLATION, WS_RECONNECT_MS, type SocketEnvelope } from './socket-messages';

/** The part of the WebSocket API the client uses (a fake in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface LiveClientOptions {
  url: string;
  token: string;
  onMessage: (message: SocketEnvelope) => void;
  /** Told about every close (after storage is cleared), with whether a reconnect is scheduled. */
  onClose?: (code: number, willReconnect: boolean) => void;
  createSocket?: SocketFactory;
  /** What "clear session storage and cookies" does; replaceable in tests. */
  clearBrowserState?: () => void;
  reconnectMs?: number;
}

export interface LiveClient {
  /** Closes for good (sign-out, token gone, unmount): no reconnect. */
  stop(): void;
}

export function clearSessionStorageAndCookies(): void {
  try {
    sessionStorage.clear();
  } catch {
    // storage can be unavailable (privacy mode); nothing to clear then
  }
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    // HttpOnly cookies are out of reach by design; these are the script-visible ones.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

export function startLiveClient(options: LiveClientOptions): LiveClient {
  const createSocket = options.createSocket ?? browserSocket;
  const clear = options.clearBrowserState ?? clearSessionStorageAndCookies;
  const reconnectMs = options.reconnectMs ?? WS_RECONNECT_MS;
  let stopped = false;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function connect() {
    timer = null;
    if (stopped) return;
    let current: SocketLike;
    try {
      current = createSocket(options.url);
    } catch {
      // A malformed URL or a blocked scheme: same policy as a dropped connection.
      schedule();
      return;
    }
    socket = current;
    current.onopen = () => current.send(authFrame(options.token));
    current.onmessage = (event) => {
      if (socket !== current) return;
      const envelope = parseEnvelope(event.data);
      if (envelope) options.onMessage(envelope);
    };
    current.onerror = () => {
      // A close event always follows an error; the policy lives there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clear();
      const willReconnect = !stopped && event.code !== WS_POLICY_VIOLATION;
      options.onClose?.(event.code, willReconnect);
      if (willReconnect) schedule();
      else stopped = true;
    };
  }

  function schedule() {
    if (!stopped && timer === null) timer = setTimeout(connect, reconnectMs);
  }

  connect();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onmessage = null;
        current.close(1000, 'client closed');
        // Our own close is a close too (spec §4).
        clear();
      }
    },
  };
}
