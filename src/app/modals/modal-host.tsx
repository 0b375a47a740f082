// Renders the modal named by `?modal=` over the signed-in layout. A name that is unknown, not
// built yet, or not allowed for the user is removed from the URL (replace) and nothing renders.
// Opening is a link or `setSearchParams(withModal(...))` (a push, so Back closes the modal);
// closing replaces the entry and keeps the other params. A user who has not accepted the
// current terms gets `accept-terms` opened by itself. Closing gives the focus back to the control
// that opened the modal (the modal mounts already open, so Mantine's own returnFocus never runs).
import { lazy, Suspense, useCallback, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { MODAL_PARAM, withModal, withoutModal } from '@/config/paths';
import { can } from '@/lib/can';
import { isModalName, modalAccess, type ModalName } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useReturnFocus } from '@/lib/use-return-focus';
import { modals, type ModalProps } from './registry';

const loaded = new Map<ModalName, LazyExoticComponent<ComponentType<ModalProps>>>();

function lazyModal(name: ModalName) {
  let component = loaded.get(name);
  if (!component) {
    const load = modals[name].component!;
    component = lazy(() => load().then((c) => ({ default: c })));
    loaded.set(name, component);
  }
  return component;
}

export function ModalHost() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(MODAL_PARAM);
  const name = isModalName(requested) ? requested : null;
  const open = name !== null && modals[name].component !== null && can(user, modalAccess[name]) ? name : null;
  const termsDue = !!user && !user.TermsAccepted && can(user, modalAccess['accept-terms']);
  // From one modal to another (a name change) the first opener is kept.
  useReturnFocus(open !== null);

  useEffect(() => {
    // Until the profile is here there is nothing to decide (the layout renders the host after it).
    if (!user) return;
    if (termsDue && requested !== 'accept-terms') {
      setSearchParams((prev) => withModal(prev, 'accept-terms'), { replace: true });
    } else if (requested !== null && open === null) {
      setSearchParams((prev) => withoutModal(prev, name ? modals[name].params : []), { replace: true });
    }
  }, [user, termsDue, requested, open, name, setSearchParams]);

  const close = useCallback(() => {
    setSearchParams((prev) => (prev.has(MODAL_PARAM) ? withoutModal(prev, open ? modals[open].params : []) : prev), {
      replace: true,
    });
  }, [open, setSearchParams]);

  if (!open) return null;
  const Modal = lazyModal(open);
  return (
    <Suspense fallback={null}>
      <Modal onClose={close} />
    </Suspense>
  );
}
