// The run of a CSV export that can be cancelled (the admin's payments, the partner's reports): the
// progress while it runs (null when idle), `cancel` to abort it, and a failure told to the user
// unless it was cancelled. `start` takes the progress to show first and the work, which gets the
// abort signal and reports its progress through `setProgress`.
import { useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';

export function useExportRun<P>() {
  const [progress, setProgress] = useState<P | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (initial: P, work: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(initial);
    try {
      await work(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) notifyError(error);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return { progress, setProgress, start, cancel: () => abort.current?.abort() };
}
