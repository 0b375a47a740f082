// The session (spec §4): uninitialised → authorised (token present, profile fetched) or
// signed out. Logout clears the token and what the query cache knew about the user.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetProfile } from '../api/generated/endpoints/profile/profile';
import type { TokenRecord } from '../api/generated/model/tokenRecord';
import type { User } from '../api/generated/model/user';
import { tokenStore } from '../api/token-store';

export type SessionStatus = 'uninitialised' | 'authorised' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  user: User | undefined;
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
  const profile = useGetProfile({ query: { enabled: token !== null, retry: false } });

  const signIn = useCallback((record: TokenRecord) => {
    tokenStore.set(record.token, record.expiresAt);
    setToken(record.token);
  }, []);

  const signOut = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const status: SessionStatus =
    token === null || profile.isError ? 'signed-out' : profile.data ? 'authorised' : 'uninitialised';

  const value = useMemo(
    () => ({ status, user: status === 'authorised' ? profile.data : undefined, signIn, signOut }),
    [status, profile.data, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
