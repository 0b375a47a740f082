import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { getStore } from './runtime';
import { startMockServer } from './server';
import { closeAllLive, liveClients, openLiveConnection, parsePush, pushLive, WS_POLICY_VIOLATION } from './ws';

function fakeTransport() {
  return {
    sent: [] as string[],
    closed: null as null | { code: number; reason: string },
    send(d: string) {
      this.sent.push(d);
    },
    close(code: number, reason: string) {
      this.closed = { code, reason };
    },
  };
}
const auth = (token: string) => JSON.stringify({ name: 'auth', payload: { token } });

afterEach(() => closeAllLive());

describe('mock live socket protocol', () => {
  it('accepts a valid token and delivers pushes to all or to one user', () => {
    const store = getStore();
    const [a, b] = [fakeTransport(), fakeTransport()];
    openLiveConnection(a).receive(auth(store.issueToken(1).token));
    openLiveConnection(b).receive(auth(store.issueToken(2).token));
    expect(liveClients().sort()).toEqual([1, 2]);
    expect(pushLive({ name: 'terms.updated', payload: {} })).toBe(2);
    expect(pushLive({ name: 'notification', payload: { ID: 1 } }, 2)).toBe(1);
    expect(a.sent).toHaveLength(1);
    expect(b.sent.map((s) => JSON.parse(s))).toEqual([
      { name: 'terms.updated', payload: {} },
      { name: 'notification', payload: { ID: 1 } },
    ]);
  });

  it('closes with 1008 on a bad token or a malformed first frame, and pushes skip it', () => {
    for (const frame of [auth('nope'), 'not json', JSON.stringify({ name: 'hello', payload: {} })]) {
      const t = fakeTransport();
      openLiveConnection(t).receive(frame);
      expect(t.closed?.code).toBe(WS_POLICY_VIOLATION);
    }
    expect(liveClients()).toEqual([]);
    expect(pushLive({ name: 'terms.updated', payload: {} })).toBe(0);
  });

  it('closes with 1008 when no auth arrives in time', () => {
    vi.useFakeTimers();
    try {
      const t = fakeTransport();
      openLiveConnection(t, 10_000);
      vi.advanceTimersByTime(9_999);
      expect(t.closed).toBeNull();
      vi.advanceTimersByTime(1);
      expect(t.closed).toEqual({ code: 1008, reason: 'auth timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('validates push bodies', () => {
    expect(parsePush({ name: 'notification', payload: { a: 1 }, userId: 3 })).toEqual({
      frame: { name: 'notification', payload: { a: 1 } },
      userId: 3,
    });
    expect(parsePush({ name: 'terms.updated' })).toEqual({ frame: { name: 'terms.updated', payload: {} }, userId: undefined });
    for (const bad of [null, {}, { name: '' }, { name: 'auth' }, { name: 'x', payload: [] }, { name: 'x', userId: '3' }])
      expect(parsePush(bad)).toBeNull();
  });
});

describe('mock HTTP server socket at /ws', () => {
  let server: Server;
  let base: string;
  beforeEach(async () => {
    server = await startMockServer(0, { clock: 'frozen' });
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    closeAllLive();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function connect(): Promise<{ socket: WebSocket; frames: unknown[]; closed: Promise<number> }> {
    const socket = new WebSocket(`ws://${base}/ws`);
    const frames: unknown[] = [];
    socket.on('message', (d) => frames.push(JSON.parse(d.toString())));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    return new Promise((resolve, reject) => {
      socket.on('open', () => resolve({ socket, frames, closed }));
      socket.on('error', reject);
    });
  }

  it('authenticates, receives a push made through POST /__mock/ws, and refuses a bad token with 1008', async () => {
    const token = getStore().issueToken(1).token;
    const good = await connect();
    good.socket.send(auth(token));
    await vi.waitFor(async () => {
      const state = (await (await fetch(`http://${base}/__mock/state`)).json()) as { liveClients: number[] };
      expect(state.liveClients).toEqual([1]);
    });
    const pushed = await fetch(`http://${base}/__mock/ws`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'notification', payload: { ID: 9, Title: 'Hi' }, userId: 1 }),
    });
    expect(await pushed.json()).toEqual({ delivered: 1 });
    await vi.waitFor(() => expect(good.frames).toEqual([{ name: 'notification', payload: { ID: 9, Title: 'Hi' } }]));
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`http://${base}/__mock/ws`, { method: 'POST', headers: json, body: '{}' })).status).toBe(400);

    const bad = await connect();
    bad.socket.send(auth('mock.1.2.3.nope'));
    expect(await bad.closed).toBe(1008);
    good.socket.close();
    await good.closed;
  });
});
