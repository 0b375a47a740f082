// Where the in-browser mock's developer panel puts its opener (issue 14.16): in the layout, not
// fixed over it. The shell offers a place at the foot of its navbar; while there is none (sign-in,
// the 404, maintenance, a user without a menu) the panel puts it at the end of the page instead.
// A tiny store, so the shell needs nothing of the panel, which exists only in mock mode.
type Listener = () => void;

let slot: HTMLElement | null = null;
const listeners = new Set<Listener>();

/** A ref callback for the element that hosts the opener. */
export function setDevToolsSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  listeners.forEach((listener) => listener());
}

export function devToolsSlot(): HTMLElement | null {
  return slot;
}

export function subscribeDevToolsSlot(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
