// /auth/logout (spec §4): clears the token, the authorisation and the query cache, then shows
// the sign-in step.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { authHref } from '@/features/auth/auth-steps';
import { useSession } from '@/lib/session';

export function LogoutRoute() {
  const { signOut, status } = useSession();
  useEffect(() => signOut(), [signOut]);
  return status === 'signed-out' ? <Navigate to={authHref('signin')} replace /> : null;
}
