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
import { useSession } from '@/lib/session';
import { useReturnFocus } from '@/lib/use-return-focus';
import { modalTable, type ModalEntry, type ModalLoader, type ModalProps } from './modal-table';

const loaded = new Map<ModalLoader, LazyExoticComponent<ComponentType<ModalProps>>>();

function lazyModal(load: ModalLoader) {
  let component = loaded.get(load);
  if (!component) {
    component = lazy(() => load().then((c) => ({ default: c })));
    loaded.set(load, component);
  }
  return component;
}

/** The modal table, or (in a test) one like it. */
export type ModalTable = Readonly<Record<string, ModalEntry>>;

export function ModalHost({ table = modalTable }: { table?: ModalTable }) {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(MODAL_PARAM);
  const name = requested !== null && Object.hasOwn(table, requested) ? requested : null;
  const entry = name !== null ? table[name] : undefined;
  const open = entry && entry.component !== null && can(user, entry.access) ? name : null;
  const terms = table['accept-terms'];
  const termsDue = !!user && !user.TermsAccepted && !!terms && can(user, terms.access);
  // From one modal to another (a name change) the first opener is kept.
  useReturnFocus(open !== null);

  useEffect(() => {
    // Until the profile is here there is nothing to decide (the layout renders the host after it).
    if (!user) return;
    if (termsDue && requested !== 'accept-terms') {
      setSearchParams((prev) => withModal(prev, 'accept-terms'), { replace: true });
    } else if (requested !== null && open === null) {
      setSearchParams((prev) => withoutModal(prev, entry ? entry.params : []), { replace: true });
    }
  }, [user, termsDue, requested, open, entry, setSearchParams]);

  const close = useCallback(() => {
    setSearchParams((prev) => (prev.has(MODAL_PARAM) ? withoutModal(prev, open && entry ? entry.params : []) : prev), {
      replace: true,
    });
  }, [open, entry, setSearchParams]);

  if (!open || !entry?.component) return null;
  const Modal = lazyModal(entry.component);
  return (
    <Suspense fallback={null}>
      <Modal onClose={close} />
    </Suspense>
  );
}
