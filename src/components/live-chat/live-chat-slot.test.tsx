import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveChatSlot } from './live-chat-slot';
import type { IdleScheduler } from './load-script';

function manualIdle() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  const idle: IdleScheduler = {
    request: (cb) => {
      callbacks.set(next, cb);
      return next++;
    },
    cancel: (h) => void callbacks.delete(h),
  };
  return { idle, flush: () => [...callbacks.values()].forEach((cb) => cb()), pending: () => callbacks.size };
}

const chatScripts = () => [...document.head.querySelectorAll('script[data-chat-id]')] as HTMLScriptElement[];

afterEach(() => {
  for (const s of chatScripts()) s.remove();
  vi.unstubAllEnvs();
});

describe('LiveChatSlot', () => {
  it('renders nothing and loads nothing without a chat id', () => {
    const { idle, pending } = manualIdle();
    const { container } = render(<LiveChatSlot chatId="" idle={idle} />);
    expect(container).toBeEmptyDOMElement();
    expect(pending()).toBe(0);
    expect(chatScripts()).toHaveLength(0);
  });

  it('with an id, adds the external vendor script only once the page is idle', () => {
    const { idle, flush } = manualIdle();
    const { container } = render(<LiveChatSlot chatId="abc 1" scriptUrl="https://chat.example/loader.js" idle={idle} />);
    expect(container).toBeEmptyDOMElement();
    expect(chatScripts()).toHaveLength(0);
    flush();
    const [script] = chatScripts();
    expect(script?.src).toBe('https://chat.example/loader.js?id=abc+1');
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe(''); // no inline code (CSP)
  });

  it('cancels the pending load when it unmounts first', () => {
    const { idle, pending } = manualIdle();
    const { unmount } = render(<LiveChatSlot chatId="abc" scriptUrl="https://chat.example/l.js" idle={idle} />);
    expect(pending()).toBe(1);
    unmount();
    expect(pending()).toBe(0);
  });
});
