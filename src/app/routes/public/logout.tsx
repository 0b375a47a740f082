import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

export function LogoutRoute() {
  const { signOut, status } = useSession();
  useEffect(() => signOut(), [signOut]);
  return status === 'signed-out' ? <Navigate to={paths.auth} replace /> : null;
}
