// The interface language kept with the account (issue 19.5, PUT /api/me/language): the app
// applies it where a browser has no choice of its own. Any of the portal's languages
// (src/i18n/locales.ts), no daily limit; the answer is the profile with `Language`.
import { http } from 'msw';
import { locales } from '@/i18n/locales';
import { authed } from '../http/auth';
import { readJson } from '../http/respond';
import { me } from './profile';
import { BodyCheck } from './support';

export const languageHandlers = [
  http.put(
    '*/api/me/language',
    authed(async ({ request, user, store }) => {
      const check = new BodyCheck(await readJson(request), ['language']);
      const Language = check.oneOf('language', locales, true);
      if (!check.ok || Language === undefined) return check.problem();
      const updated = store.update('users', user.ID, { Language }) ?? user;
      return me(store, updated, request);
    }),
  ),
];
