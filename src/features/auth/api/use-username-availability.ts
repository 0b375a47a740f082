// Whether a username is still free, checked as the user types (debounced) through the generated
// checkUsername call. Only a well-formed name is asked about; an answer that arrives for a name
// the user has since changed is ignored.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useCheckUsername } from '@/api/generated/endpoints/auth/auth';
import { checkUsernameBody } from '@/api/generated/zod/auth/auth.zod';

export const USERNAME_CHECK_DEBOUNCE_MS = 400;

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken';

const wellFormed = (username: string) => checkUsernameBody.shape.username.safeParse(username).success;

export function useUsernameAvailability(username: string): UsernameAvailability {
  const [debounced] = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const { mutateAsync } = useCheckUsername();
  const [answer, setAnswer] = useState<{ username: string; available: boolean } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!wellFormed(debounced)) return;
    let live = true;
    mutateAsync({ data: { username: debounced } }).then(
      ({ available }) => live && setAnswer({ username: debounced, available }),
      // No answer is no verdict: the server still checks on submit.
      () => live && setFailed(debounced),
    );
    return () => {
      live = false;
    };
  }, [debounced, mutateAsync]);

  if (!wellFormed(username) || failed === username) return 'idle';
  if (answer?.username === username) return answer.available ? 'available' : 'taken';
  return 'checking';
}
