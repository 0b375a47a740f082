// Gives the focus back to what had it when a dialog opened (WCAG 2.4.3), for the dialogs Mantine's
// own `returnFocus` cannot serve: those that mount already open (the ?modal= host, a modal rendered
// only while it is needed). Mantine remembers the focused element when `opened` turns true, and
// such a modal never sees it turn. The opener is read when `active` turns true, before the
// dialog's focus trap moves the focus (it does so in a timeout), and focused again once the
// dialog has left the page, unless the focus went somewhere else on purpose meanwhile.
import { useLayoutEffect } from 'react';

export function useReturnFocus(active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    const opener = document.activeElement;
    if (!(opener instanceof HTMLElement) || opener === document.body) return;
    return () => {
      // After the dialog's nodes are gone (removing the focused one leaves the focus on <body>).
      window.setTimeout(() => {
        const now = document.activeElement;
        const lost = now === null || now === document.body || !now.isConnected;
        if (lost && opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, [active]);
}
