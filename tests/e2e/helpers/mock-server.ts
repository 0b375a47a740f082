// The standalone HTTP mock (`npm run mock`'s mocks/server.ts) for the specs that run against it.
// It is ready when it says so on stdout (`[mock] http://127.0.0.1:<port> …`), however long a
// loaded machine takes to seed it; if it exits first, the spec fails with its stderr, not a guess.
import { spawn, type ChildProcess } from 'node:child_process';
import { test } from './test';

export interface MockServer {
  url: string;
  stop: () => void;
}

export function startMockServer(port: number): Promise<MockServer> {
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes(`[mock] http://127.0.0.1:${port}`)) {
        resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
      }
    });
    child.once('exit', (code) => reject(new Error(`mock server exited (${code}) before it listened:\n${stderr.slice(-2000)}`)));
  });
}

/** Runs the mock server on `port` for the tests of the enclosing describe block. */
export function useMockServer(port: number): void {
  let server: MockServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // seeding takes long on a loaded machine; the server says when it listens
    server = await startMockServer(port);
  });
  test.afterAll(() => {
    server?.stop();
  });
}
