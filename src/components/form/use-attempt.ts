// An action whose failure the screen says in its own alert beside the button (not in a notice):
// `failed` once the work threw, cleared when it is tried again. `counts` leaves out an error that
// is no failure (a step-up the user cancelled).
import { useState } from 'react';

export function useAttempt() {
  const [failed, setFailed] = useState(false);
  const attempt = async (work: () => Promise<unknown>, counts: (error: unknown) => boolean = () => true) => {
    setFailed(false);
    try {
      await work();
    } catch (error) {
      if (counts(error)) setFailed(true);
    }
  };
  return { failed, attempt };
}
