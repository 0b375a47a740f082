// The interface language kept with the account (issue 19.5, PUT /api/me/language): the app
// applies it where a browser has no choice of its own. Any of the portal's languages (the
// contract's InterfaceLanguage), no daily limit; the answer is the profile with `Language`.
import { getSetLanguageMockHandler } from '@/api/generated/endpoints/language/language.msw';
import { setLanguageBody } from '@/api/generated/zod/language/language.zod';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { me } from './profile';

export const languageHandlers = [
  getSetLanguageMockHandler(
    authed(async ({ request, user, store }) => {
      const { language } = await readBody(request, setLanguageBody);
      const updated = store.update('users', user.ID, { Language: language }) ?? user;
      return me(store, updated, request);
    }),
  ),
];
