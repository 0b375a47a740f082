// The signed-in user's menu in the header. The layout paints the account button alone; the menu
// (Mantine Menu with floating-ui, about 20 KB gzip) loads when the browser is idle right after,
// or at once on a click, which then opens it (issue 7 budgets).
import { useState } from 'react';
import { deferredModule, useDeferredModule } from './deferred-module';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

export type { UserMenuProps } from './user-menu-button';

const popup = deferredModule(() => import('./user-menu-popup'));

export function UserMenu(props: UserMenuProps) {
  const { mod, request } = useDeferredModule(popup);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  // The menu replaces the button: a focused button hands its focus to the menu's.
  if (mod) return <mod.UserMenuPopup {...props} defaultOpened={openOnLoad} focusTarget={focused || openOnLoad} />;
  return (
    <UserMenuButton
      firstName={props.firstName}
      lastName={props.lastName}
      username={props.username}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnLoad(true);
        request();
      }}
    />
  );
}
