// The live socket of the mock (openapi/websocket.md), one protocol for two transports: MSW's
// `ws.link` in the browser (browserLiveHandler, added to the worker) and a real WebSocket server
// in `mocks/server.ts`. A connection must send `{ name: 'auth', payload: { token } }` first; an
// invalid token, a malformed first frame or no auth within 10 s closes it with 1008. The control
// API's `POST /__mock/ws` pushes a frame to every authenticated client, or to one user's.
import { ws } from 'msw';
import { getStore } from './runtime';

export const WS_POLICY_VIOLATION = 1008;
export const AUTH_TIMEOUT_MS = 10_000;

/** What the protocol needs from a transport. */
export interface LiveTransport {
  send(data: string): void;
  close(code: number, reason: string): void;
}

export interface LiveConnection {
  /** A frame from the client. */
  receive(data: unknown): void;
  /** The transport closed (either side). */
  closed(): void;
}

export interface LiveFrame {
  name: string;
  payload: Record<string, unknown>;
}

interface Connection {
  transport: LiveTransport;
  userId: number | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const connections = new Set<Connection>();

function tokenFrom(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { name?: unknown; payload?: { token?: unknown } };
    return frame.name === 'auth' && typeof frame.payload?.token === 'string' ? frame.payload.token : null;
  } catch {
    return null;
  }
}

export function openLiveConnection(transport: LiveTransport, authTimeoutMs = AUTH_TIMEOUT_MS): LiveConnection {
  const connection: Connection = { transport, userId: null, timer: null };
  connections.add(connection);
  const refuse = (reason: string) => {
    connections.delete(connection);
    if (connection.timer !== null) clearTimeout(connection.timer);
    transport.close(WS_POLICY_VIOLATION, reason);
  };
  connection.timer = setTimeout(() => refuse('auth timeout'), authTimeoutMs);
  (connection.timer as { unref?: () => void }).unref?.();
  return {
    receive(data) {
      if (!connections.has(connection)) return;
      if (connection.userId !== null) return; // the client sends nothing after auth (contract)
      const user = getStore().userForToken(tokenFrom(data));
      if (!user) return refuse('invalid token');
      if (connection.timer !== null) clearTimeout(connection.timer);
      connection.timer = null;
      connection.userId = user.ID;
    },
    closed() {
      if (connection.timer !== null) clearTimeout(connection.timer);
      connections.delete(connection);
    },
  };
}

/** Sends a frame to every authenticated client, or only to `userId`'s; returns how many got it. */
export function pushLive(frame: LiveFrame, userId?: number): number {
  const data = JSON.stringify({ name: frame.name, payload: frame.payload });
  let delivered = 0;
  for (const connection of connections) {
    if (connection.userId === null || (userId !== undefined && connection.userId !== userId)) continue;
    connection.transport.send(data);
    delivered += 1;
  }
  return delivered;
}

/** The users with an authenticated socket (one entry per connection). */
export function liveClients(): number[] {
  return [...connections].flatMap((c) => (c.userId === null ? [] : [c.userId]));
}

/** Closes every connection (tests, server shutdown). */
export function closeAllLive(code = 1001, reason = 'mock stopping'): void {
  for (const connection of [...connections]) {
    connections.delete(connection);
    if (connection.timer !== null) clearTimeout(connection.timer);
    connection.transport.close(code, reason);
  }
}

/** Validates a `POST /__mock/ws` body: `{ name, payload?, userId? }`. */
export function parsePush(body: unknown): { frame: LiveFrame; userId: number | undefined } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, payload = {}, userId } = body as { name?: unknown; payload?: unknown; userId?: unknown };
  if (typeof name !== 'string' || !name || name === 'auth') return null;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  if (userId !== undefined && userId !== null && !(typeof userId === 'number' && Number.isInteger(userId))) return null;
  return { frame: { name, payload: payload as Record<string, unknown> }, userId: typeof userId === 'number' ? userId : undefined };
}

/**
 * The socket in the browser mock: MSW intercepts `new WebSocket(url)` in the page. Sockets to
 * other URLs (Vite's HMR socket, a vendor's chat) match no handler and pass through untouched.
 */
export function browserLiveHandler(url: string) {
  return ws.link(url).addEventListener('connection', ({ client }) => {
    const connection = openLiveConnection({ send: (d) => client.send(d), close: (code, reason) => client.close(code, reason) });
    client.addEventListener('message', (event) => connection.receive(event.data));
    client.addEventListener('close', () => connection.closed());
  });
}
