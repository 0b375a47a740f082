// The signed-in layout of /dashboard (spec §2): a signed-in user only (otherwise
// /auth?step=signin), the shell with the menu the user may see, the header actions (admin gear,
// live chat, language — kept with the account —, colour scheme, user menu; the notification bell once its page exists), the
// live socket and page-view analytics, the modal named by ?modal=, and the page; in a window an
// administrator opened with "Log in as", the banner that says so (issue 15.9). All of it from the
// route table (src/app/route-table.ts; a test passes a table of its own).
import { Box, Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { LiveChatSlot } from '@/components/live-chat/live-chat-slot';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Shell } from '@/components/layout/shell';
import { OfflineBanner } from '@/components/offline-banner';
import { UserMenu } from '@/components/layout/user-menu';
import { canSeePage, pageAt, visibleMenu, type PageTable } from '@/app/navigation';
import { RouteTablePageAccess } from '@/app/page-access-provider';
import { routeTable } from '@/app/route-table';
import { paths } from '@/config/paths';
import type { User } from '@/api/generated/model/user';
import { AdminGear } from '@/features/admin-popup/admin-gear';
import { ImpersonationBanner } from '@/features/admin-popup/impersonation-banner';
import { authHref } from '@/features/auth/auth-steps';
import { defineMessages } from '@/i18n/define-messages';
import { usePageViews } from '@/lib/analytics/use-page-views';
import { useKeptLanguage } from '@/lib/language-preference';
import { useSession } from '@/lib/session';
import { NotificationBell } from '@/lib/websocket/notification-bell';
import { useLiveUpdates } from '@/lib/websocket/use-live-updates';
import { DashboardRoutes, useIsDashboardRoute } from '@/app/dashboard-routes';
import { ModalHost } from '@/app/modals/modal-host';
import { NotFoundRoute } from '../not-found';

const messages = defineMessages({
  loading: { id: 'layout.loading', defaultMessage: 'Loading your account…' },
});

export function DashboardLayout({ table = routeTable }: { table?: PageTable }) {
  const intl = useIntl();
  const session = useSession();
  const known = useIsDashboardRoute(table);
  const location = useLocation();
  // Not a dashboard route: the 404, as for any unknown URL.
  if (!known) return <NotFoundRoute />;
  // Signed out: to sign-in, which brings the visitor back to the page asked for.
  if (session.status === 'signed-out') {
    const asked = `${location.pathname}${location.search}`;
    return <Navigate to={authHref('signin', { next: asked === paths.dashboard ? '' : asked })} replace />;
  }
  if (!session.user)
    return (
      <Center mih="100dvh" role="status" aria-live="polite">
        <Loader role="img" aria-label={intl.formatMessage(messages.loading)} />
      </Center>
    );
  return <SignedInLayout user={session.user} table={table} />;
}

function SignedInLayout({ user, table }: { user: User; table: PageTable }) {
  useLiveUpdates();
  usePageViews();
  useKeptLanguage(user);
  const menu = visibleMenu(user, table);
  const opens = (path: string) => {
    const page = pageAt(path, table);
    return page !== undefined && canSeePage(user, page);
  };
  const profilePath = opens(paths.profile.personalData) ? paths.profile.personalData : null;
  return (
    <RouteTablePageAccess table={table}>
      <Shell
        menu={menu}
        banner={user.ImpersonatedBy ? <ImpersonationBanner user={user} /> : undefined}
        actions={
          <>
            <LiveChatSlot />
            {/* Renders nothing without admin:partners:login. */}
            <AdminGear />
            {/* The unread badge shows even before the notifications page exists (then it is a button). */}
            <NotificationBell to={opens(paths.profile.notifications) ? paths.profile.notifications : null} />
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            <Box hiddenFrom="sm">
              <LanguageSwitch compact />
            </Box>
            <ColorSchemeToggle />
            <UserMenu firstName={user.FirstName} lastName={user.LastName} username={user.Username} profilePath={profilePath} />
          </>
        }
      >
        <OfflineBanner />
        <DashboardRoutes table={table} />
        <ModalHost />
      </Shell>
    </RouteTablePageAccess>
  );
}
