// The partner's language kept with the account (issue 19.5, PUT /api/me/language). The choice
// made in this browser (the language switch, kept in local storage) wins and is sent to the
// account; a browser without a choice of its own — a first sign-in there, or after an app update
// cleared local storage (spec §4) — takes the account's. The browser's own language is never sent:
// it is a guess, not a choice. An administrator's "Log in as" window neither takes nor changes the
// partner's. Sending is quiet: if it fails, the choice still holds here and is sent next time.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setLanguage } from '@/api/generated/endpoints/language/language';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import type { User } from '@/api/generated/model/user';
import { storageKeys } from '@/config/storage-keys';
import { useLocale } from '@/i18n/intl-provider';
import { isLocale, type Locale } from '@/i18n/locales';

function savedChoice(): Locale | null {
  try {
    const saved = localStorage.getItem(storageKeys.locale);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps the interface language and the account's `Language` in step (see above). */
export function useKeptLanguage(user: User): void {
  const { locale, setLocale } = useLocale();
  const queryClient = useQueryClient();
  // The language last sent for this account, so a failure is not retried on every render.
  const sent = useRef<string | null>(null);
  const kept = user.Language;
  const viewing = Boolean(user.ImpersonatedBy);

  useEffect(() => {
    if (viewing) return;
    const saved = savedChoice();
    if (saved === null) {
      if (kept && kept !== locale) setLocale(kept);
      return;
    }
    if (saved === kept || sent.current === `${user.ID}:${saved}`) return;
    sent.current = `${user.ID}:${saved}`;
    setLanguage({ language: saved }).then(
      (updated) => queryClient.setQueryData(getGetProfileQueryKey(), updated),
      () => {},
    );
  }, [viewing, kept, locale, setLocale, queryClient, user.ID]);
}
