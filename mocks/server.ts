// The mock as a standalone HTTP server (`npm run mock`): any HTTP client, Prism's proxy and the
// fault-injection end-to-end runs use it. 127.0.0.1 only; port from MOCK_PORT (default 4000).
// The live socket is served on the same port at /ws (the `ws` package; protocol in mocks/ws.ts).
// /api answers any origin (CORS `*`: the API is bearer-token based, as the real one); the control
// API /__mock answers only loopback pages and callers without an Origin, and grants CORS to no
// one else (http/control-guard.ts). A request body over MAX_BODY_BYTES is refused with 413: from
// its Content-Length before a byte is read, or, sent chunked, as soon as it passes the limit; the
// connection is then closed rather than drained.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { handlers } from './handlers';
import { controlOriginAllowed, MAX_BODY_BYTES } from './http/control-guard';
import { runDueDeliveries } from './handlers/postback-engine';
import { setPostbackTransport } from './http/postback-transport';
import { configureRuntime, getStore, type RuntimeOptions } from './runtime';
import { closeAllLive, openLiveConnection } from './ws';

const apiCors: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers': 'authorization,content-type,x-api-key',
  'access-control-expose-headers':
    'authorization,expires,content-disposition,ratelimit-limit,ratelimit-remaining,ratelimit-reset,retry-after',
  'access-control-max-age': '600',
};

/** The CORS headers for this request: `*` for /api; for /__mock, the caller's own loopback origin or none. */
function corsFor(req: IncomingMessage, url: URL): Record<string, string> {
  if (!url.pathname.startsWith('/__mock')) return apiCors;
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
  if (origin === null || !controlOriginAllowed(origin, url.href)) return { vary: 'origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET,POST,DELETE,OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

const TOO_LARGE = JSON.stringify({
  message: `Request body larger than ${MAX_BODY_BYTES} bytes (5 MB and its multipart framing)`,
  reason: 'file_too_large',
});

/**
 * The request body, or 'too-large' without reading further: a declared Content-Length over the
 * limit is refused before any byte is read, and a chunked body is stopped once it passes it.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | undefined | 'too-large'> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** 413 and close the connection: the rest of the body is never read. */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): void {
  res.writeHead(413, { 'content-type': 'application/json', connection: 'close', ...cors });
  res.end(TOO_LARGE, () => req.socket.destroy());
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  const cors = corsFor(req, url);
  if (req.method === 'OPTIONS') {
    // A preflight for the control API from a page it does not answer: no grant.
    res.writeHead('access-control-allow-origin' in cors ? 204 : 403, cors).end();
    return;
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = await readBody(req);
  if (body === 'too-large') {
    refuseTooLarge(req, res, cors);
    return;
  }
  const request = new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json', ...cors });
    res.end(JSON.stringify({ message: `No mock for ${req.method} ${req.url}`, reason: 'not_found' }));
    return;
  }
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const out: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => (out[key] = value));
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers upgrades to /ws; any other upgrade path is refused. */
function attachLiveSocket(server: Server): void {
  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) => {
    const connection = openLiveConnection({ send: (d) => socket.send(d), close: (code, reason) => socket.close(code, reason) });
    socket.on('message', (data, isBinary) => connection.receive(isBinary ? null : data.toString()));
    socket.on('close', () => connection.closed());
    socket.on('error', () => connection.closed());
  });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (client) => wss.emit('connection', client, req));
  });
  // An upgraded socket keeps server.close() waiting for it; close them when the server closes.
  const closeHttp = server.close.bind(server);
  server.close = (callback) => {
    closeAllLive();
    for (const client of wss.clients) client.terminate();
    wss.close();
    return closeHttp(callback);
  };
}

export function startMockServer(port: number, options: RuntimeOptions = {}): Promise<Server> {
  configureRuntime(options);
  // Postbacks to a loopback receiver are really sent from here (issue 20), and their retries are
  // made when they fall due by the mock clock, checked every second.
  setPostbackTransport('network');
  const retries = setInterval(
    () => void runDueDeliveries(getStore()).catch((e: unknown) => console.error('[mock] postback retry failed', e)),
    1000,
  );
  retries.unref();
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((req, res) => {
    handle(req, res, origin).catch((error: unknown) => {
      console.error('[mock] handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', ...apiCors });
      res.end(JSON.stringify({ message: 'Mock handler failed', reason: 'internal' }));
    });
  });
  attachLiveSocket(server);
  server.on('close', () => clearInterval(retries));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 4000);
  const scale = process.env.MOCK_SCALE === 'large' ? 'large' : 'default';
  const clock = process.env.MOCK_CLOCK === 'frozen' ? 'frozen' : 'running';
  void startMockServer(port, { scale, clock, now: clock === 'running' ? new Date() : undefined }).then(() =>
    console.log(`[mock] http://127.0.0.1:${port} (scale ${scale}, clock ${clock})`),
  );
}
