// Where the panel's opener sits (issue 14.16): in the shell's place for it (the foot of the
// navbar) when there is one, else at the end of the page, in the flow. Never fixed over the
// page, so it covers no menu entry, heading or control at any width.
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box } from '@mantine/core';
import { devToolsSlot, subscribeDevToolsSlot } from '@/components/layout/dev-tools-slot';

export function DevToolsPlace({ children }: { children: ReactNode }) {
  const slot = useSyncExternalStore(subscribeDevToolsSlot, devToolsSlot, () => null);
  if (slot) return createPortal(children, slot);
  return (
    <Box px="sm" py="xs">
      {children}
    </Box>
  );
}
