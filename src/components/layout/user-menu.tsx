// The signed-in user's menu in the header. The layout paints the account button alone; the menu
// (Mantine Menu with floating-ui, about 30 KB gzip) downloads when the user reaches for it (the
// pointer comes over the button, or it gets the focus) and takes the button's place on the click
// or tap, opened (issue 13: not in a first visit's download). The button is never swapped under a
// press that is still going on.
import { useState } from 'react';
import { deferredModule, useDeferredModule } from './deferred-module';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

export type { UserMenuProps } from './user-menu-button';

const popup = deferredModule(() => import('./user-menu-popup'));

export function UserMenu(props: UserMenuProps) {
  const { mod, request, prefetch } = useDeferredModule(popup);
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
      onPointerEnter={prefetch}
      onFocus={() => {
        setFocused(true);
        prefetch();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnLoad(true);
        request();
      }}
    />
  );
}
