// The mock as a standalone HTTP server (`npm run mock`): any HTTP client, Prism's proxy and the
// fault-injection end-to-end runs use it. 127.0.0.1 only; port from MOCK_PORT (default 4000).
// The live socket is served on the same port at /ws (the `ws` package; protocol in mocks/ws.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { handlers } from './handlers';
import { configureRuntime, type RuntimeOptions } from './runtime';
import { closeAllLive, openLiveConnection } from './ws';

const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers': 'authorization,content-type',
  'access-control-expose-headers': 'authorization,expires,content-disposition',
  'access-control-max-age': '600',
};

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders).end();
    return;
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = await readBody(req);
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json', ...corsHeaders });
    res.end(JSON.stringify({ message: `No mock for ${req.method} ${req.url}`, reason: 'not_found' }));
    return;
  }
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const out: Record<string, string> = { ...corsHeaders };
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
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((req, res) => {
    handle(req, res, origin).catch((error: unknown) => {
      console.error('[mock] handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', ...corsHeaders });
      res.end(JSON.stringify({ message: 'Mock handler failed', reason: 'internal' }));
    });
  });
  attachLiveSocket(server);
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
