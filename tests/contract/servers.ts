// The two servers of a contract run: the stateful mock (in this process, frozen clock) and
// `prism proxy --errors` in front of it (a child process group, always killed at the end).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { startMockServer } from '@mocks/server';

export const SEED_NOW = '2026-11-05T15:00:00Z';

/** The preferred port when it is free, otherwise any free one (the OS picks). */
export async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe: Server = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        const chosen = typeof address === 'object' && address ? address.port : port;
        probe.close(() => resolve(chosen));
      });
    });
  return (await tryListen(preferred)) ?? ((await tryListen(0)) as number);
}

export async function startMock(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await startMockServer(port, { clock: 'frozen', now: new Date(SEED_NOW) });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface PrismHandle {
  url: string;
  output: () => string;
  stop: () => void;
}

const children = new Set<ChildProcess>();

/** Kill every Prism process group this run started (Prism forks a child of its own). */
export function killChildren(): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    children.delete(child);
  }
}

export async function startPrism(spec: string, upstream: string, port: number, timeoutMs = 30_000): Promise<PrismHandle> {
  const child = spawn(
    'node_modules/.bin/prism',
    ['proxy', spec, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port), '-v', 'warn'],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${log}`);
    try {
      await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Prism did not answer on ${url} within ${timeoutMs} ms:\n${log}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    url,
    output: () => log,
    stop: () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
      children.delete(child);
    },
  };
}
