// The toasts' container, in its own chunk with its CSS: no screen needs it to paint, so it loads
// with the first toast (./provider.tsx; the toast waits in @mantine/notifications' store).
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/notifications/styles.css';
import classes from './toasts.module.css';

export function Toasts() {
  // Spec §9: 5 s, at most 5 at once (1 on a small screen); Mantine fades them out (opacity).
  // Hovering a toast keeps that one open, not the whole stack. Top right, below the header.
  const small = useMediaQuery('(max-width: 767px)');
  return (
    <Notifications
      autoClose={5000}
      limit={small ? 1 : 5}
      position="top-right"
      transitionDuration={300}
      pauseResetOnHover="notification"
      classNames={{ root: classes.root }}
    />
  );
}
