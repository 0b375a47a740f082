// What every ?modal= component is given by the host (modal-host.tsx). Apart from the modal table so
// a modal can name it without importing the table that lazily imports the modal (no cycle).
export interface ModalProps {
  /** Removes `?modal=` (and the modal's own params) from the URL, replacing the history entry. */
  onClose: () => void;
}
