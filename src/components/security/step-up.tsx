// The step-up before a sensitive change (issue 17 item 3): `guard(run)` makes the call; when the
// API answers 403 `step_up_required` (or the identity provider refuses a password change for that
// reason), a small dialog asks for a fresh code of the authenticator app — or the password when
// two-factor sign-in is off —, then makes the call again. The form behind it stays as typed: a
// wrong code, a lock, a network failure or Cancel leave it untouched (Cancel rejects with
// StepUpCancelled, which callers ignore).
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { isIdentityError } from '@/lib/identity/identity-provider';

// The dialog (a modal, the code or password input, the step-up call) loads when a change first
// asks for it: the pages that guard a change (personal data, security, postback, bank account)
// keep it out of their first visit (issue 13: 300 KB).
const StepUpDialog = lazy(() => import('./step-up-dialog').then((mod) => ({ default: mod.StepUpDialog })));

export class StepUpCancelled extends Error {
  override readonly name = 'StepUpCancelled';
}

export const isStepUpCancelled = (error: unknown): error is StepUpCancelled => error instanceof StepUpCancelled;

/** Whether a failure asks for a step-up (the portal API, or the identity provider's password change). */
export function needsStepUp(error: unknown): boolean {
  if (isApiError(error)) return error.status === 403 && error.reason === 'step_up_required';
  return isIdentityError(error) && error.reason === 'step_up_required';
}

export function useStepUp(): { guard: <T>(run: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [pending, setPending] = useState<((ok: boolean) => void) | null>(null);
  const guard = useCallback(async <T,>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!needsStepUp(error)) throw error;
      const ok = await new Promise<boolean>((resolve) => setPending(() => resolve));
      if (!ok) throw new StepUpCancelled();
      return run();
    }
  }, []);
  const finish = (ok: boolean) => {
    pending?.(ok);
    setPending(null);
  };
  const dialog = pending ? (
    <Suspense fallback={null}>
      <StepUpDialog onDone={finish} />
    </Suspense>
  ) : null;
  return { guard, dialog };
}
