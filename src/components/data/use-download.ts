// A file the user asked for, built and then saved by the browser (my data as JSON, a statement as
// CSV): `busy` while it is built (for the button's progress), a success notice once saved, and
// the error's notice when building it failed.
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';

export function useDownload(save: () => Promise<void>, savedNotice: string) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await save();
      notifySuccess(savedNotice);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
