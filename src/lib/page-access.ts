// May the signed-in user open this page? For code below the app that links to a page: features and
// the app's route modules cannot read the route table (src/app/route-table.ts is above features,
// and it loads the route modules). The signed-in layout answers from the table — the page is built
// and `can(user, its access)` — through this context (src/app/page-access-provider.tsx); where no
// layout provides it, no page opens.
import { createContext, useContext } from 'react';
import type { PagePath } from '@/config/paths';

/** Takes a page's path pattern as `paths` spells it (`paths.admin.partner`), not a filled-in URL. */
export type CanOpen = (path: PagePath) => boolean;

const PageAccessContext = createContext<CanOpen>(() => false);

export const PageAccessProvider = PageAccessContext.Provider;

export function useCanOpen(): CanOpen {
  return useContext(PageAccessContext);
}
