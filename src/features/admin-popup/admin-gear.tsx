// The gear in the header that opens the admin popup (spec §2). Nothing is rendered for a user
// without admin:partners:login (either spelling; admin:master grants it), and nothing of it is
// downloaded for them either: the button, the login-as round trip and the admin-partners calls
// it makes (./admin-gear-button) load only for a user who may use them (about 2 KB gzip that
// every other dashboard visit carried).
import { lazy, Suspense } from 'react';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';

const AdminGearButton = lazy(() => import('./admin-gear-button').then((mod) => ({ default: mod.AdminGearButton })));

export const ADMIN_POPUP_PERMISSION = 'admin:partners:login' as const;

export function AdminGear() {
  const { user } = useSession();
  if (!can(user, ADMIN_POPUP_PERMISSION)) return null;
  return (
    <Suspense fallback={null}>
      <AdminGearButton />
    </Suspense>
  );
}
