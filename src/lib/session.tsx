// The session (spec §4): uninitialised → authorised (token present, profile fetched) or
// signed out. The token lives in local storage under `token`. Signing out clears the token and
// everything the query cache knew about the user. A 403 "Invalid token" is handled by the http
// client (clear and reload, spec §8); a 401 on the profile ends the session here, and a 401
// `session_revoked` on any call ends it through src/api/session-end.ts (issue 17 item 4). `ended`
// says why a session ended without the user asking (shown on the sign-in step) until the next sign-in.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetProfileQueryKey, useGetProfile } from '../api/generated/endpoints/profile/profile';
import type { TokenRecord } from '../api/generated/model/tokenRecord';
import type { User } from '../api/generated/model/user';
import { forgetSessionEnd, onSessionEnd, rememberedSessionEnd, type SessionEnd } from '../api/session-end';
import { tokenStore } from '../api/token-store';

export type SessionStatus = 'uninitialised' | 'authorised' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  user: User | undefined;
  /** Why the last session ended on its own (signed out elsewhere, expired); null after a sign-in. */
  ended: SessionEnd | null;
  signIn: (record: TokenRecord) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());
  const profile = useGetProfile({ query: { enabled: token !== null } });
  // Read once (a reload after "Invalid token" remembers the reason), then removed from storage.
  const [ended, setEnded] = useState<SessionEnd | null>(() => rememberedSessionEnd());
  useEffect(() => {
    if (ended) forgetSessionEnd();
  }, [ended]);
  // The token was already cleared where the refusal arrived; the session follows, once.
  useEffect(
    () =>
      onSessionEnd((reason) => {
        setEnded(reason);
        setToken(null);
      }),
    [],
  );

  const signIn = useCallback(
    (record: TokenRecord) => {
      // A profile (or a failure) cached for an earlier token must not decide the new session.
      queryClient.removeQueries({ queryKey: getGetProfileQueryKey() });
      tokenStore.set(record.token, record.expiresAt);
      setEnded(null);
      setToken(record.token);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    tokenStore.clear();
    setToken(null);
  }, []);

  // The cache is cleared once the signed-out render has committed: by then the profile query is
  // disabled and the dashboard's queries are unmounted. Cleared inside signOut, their still-enabled
  // observers would refetch at once — without a token (a 401 the contract does not describe).
  const hadToken = useRef(token !== null);
  useEffect(() => {
    if (token === null && hadToken.current) queryClient.clear();
    hadToken.current = token !== null;
  }, [token, queryClient]);

  // The server no longer knows the token (expired, revoked): the stored one is useless.
  const refused = profile.error?.status === 401 || profile.error?.status === 403;
  useEffect(() => {
    if (refused) signOut();
  }, [refused, signOut]);

  const status: SessionStatus = token === null || profile.isError ? 'signed-out' : profile.data ? 'authorised' : 'uninitialised';

  const value = useMemo(
    () => ({ status, user: status === 'authorised' ? profile.data : undefined, ended, signIn, signOut }),
    [status, profile.data, ended, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
