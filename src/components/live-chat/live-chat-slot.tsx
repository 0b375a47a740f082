// The live chat widget (spec §1). Off unless VITE_LIVE_CHAT_ID is set. With an id, the vendor's
// loader script (VITE_LIVE_CHAT_SCRIPT_URL, the id passed as `?id=`) is added once the page is
// idle, so it never competes with the first render. The vendor draws its own floating button;
// this slot renders nothing itself.
import { useEffect } from 'react';
import { browserIdle, injectScript, type IdleScheduler } from './load-script';

const DEFAULT_SCRIPT_URL = 'https://chat.brand.bet.br/widget.js';

export interface LiveChatSlotProps {
  chatId?: string | undefined;
  scriptUrl?: string | undefined;
  idle?: IdleScheduler;
}

export function liveChatScriptUrl(scriptUrl: string, chatId: string): string {
  const url = new URL(scriptUrl, window.location.origin);
  url.searchParams.set('id', chatId);
  return url.toString();
}

export function LiveChatSlot({
  chatId = import.meta.env.VITE_LIVE_CHAT_ID,
  scriptUrl = import.meta.env.VITE_LIVE_CHAT_SCRIPT_URL || DEFAULT_SCRIPT_URL,
  idle = browserIdle,
}: LiveChatSlotProps = {}) {
  useEffect(() => {
    if (!chatId) return;
    const handle = idle.request(() => {
      injectScript(liveChatScriptUrl(scriptUrl, chatId), { 'data-chat-id': chatId });
    });
    return () => idle.cancel(handle);
  }, [chatId, scriptUrl, idle]);
  return null;
}
