import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveClient, type SocketLike } from './live-client';
import { WS_RECONNECT_MS } from './socket-messages';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  // what the server / network does
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function start(overrides: Partial<Parameters<typeof startLiveClient>[0]> = {}) {
  const onMessage = vi.fn();
  const onClose = vi.fn();
  const clearBrowserState = vi.fn();
  const client = startLiveClient({
    url: 'ws://api.test/ws',
    token: 'tok-1',
    onMessage,
    onClose,
    clearBrowserState,
    createSocket: (url) => new FakeSocket(url),
    ...overrides,
  });
  return { client, onMessage, onClose, clearBrowserState };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live client', () => {
  it('connects to the URL and sends the token as the first frame on open', () => {
    start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe('ws://api.test/ws');
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent.map((s) => JSON.parse(s))).toEqual([{ name: 'auth', payload: { token: 'tok-1' } }]);
  });

  it('reconnects every 5 s (fixed, no back-off) after any close but 1008, and re-sends auth', () => {
    const { onClose } = start();
    for (const code of [1006, 1000, 1011]) {
      const before = FakeSocket.all.length;
      last().open();
      last().drop(code);
      expect(onClose).toHaveBeenLastCalledWith(code, true);
      vi.advanceTimersByTime(WS_RECONNECT_MS - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
    }
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ name: 'auth', payload: { token: 'tok-1' } });
  });

  it('never reconnects after 1008 (policy violation: bad token)', () => {
    const { onClose } = start();
    last().open();
    last().drop(1008);
    expect(onClose).toHaveBeenCalledWith(1008, false);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('clears session storage and cookies on every close', () => {
    const { clearBrowserState } = start();
    last().drop(1006);
    expect(clearBrowserState).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WS_RECONNECT_MS);
    last().drop(1008);
    expect(clearBrowserState).toHaveBeenCalledTimes(2);
  });

  it('stop() closes the socket, clears, and cancels a pending reconnect', () => {
    const { client, clearBrowserState } = start();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    expect(clearBrowserState).toHaveBeenCalledTimes(1);
    last().drop(1000); // the close event that follows our own close
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    FakeSocket.all = [];
    const second = start();
    last().drop(1006);
    second.client.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('routes well-formed frames and drops everything else', () => {
    const { onMessage } = start();
    last().open();
    last().receive(JSON.stringify({ name: 'notification', payload: { ID: 1 } }));
    last().receive(JSON.stringify({ name: 'x.unknown', payload: {} }));
    last().receive('not json');
    last().receive(JSON.stringify({ name: 'no-payload' }));
    last().receive(JSON.stringify({ name: 'array', payload: [] }));
    last().receive(JSON.stringify(['notification', {}]));
    last().receive(new ArrayBuffer(4));
    expect(onMessage.mock.calls.map(([m]) => m)).toEqual([
      { name: 'notification', payload: { ID: 1 } },
      { name: 'x.unknown', payload: {} },
    ]);
  });

  it('ignores frames from a socket it has replaced', () => {
    const { onMessage } = start();
    const first = last();
    first.drop(1006);
    vi.advanceTimersByTime(WS_RECONNECT_MS);
    first.receive(JSON.stringify({ name: 'notification', payload: {} }));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('treats a socket that cannot be created like a drop', () => {
    let attempts = 0;
    start({
      createSocket: (url) => {
        attempts += 1;
        if (attempts === 1) throw new SyntaxError('bad url');
        return new FakeSocket(url);
      },
    });
    expect(FakeSocket.all).toHaveLength(0);
    vi.advanceTimersByTime(WS_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
