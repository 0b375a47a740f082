// Saving the postback: the generated mutation, then the configuration is fetched again (its
// NextChangeAvailableAt moves) and a success notice shows. Refusals are the form's to show.
import { getGetPostbackQueryKey, useSavePostback as useGeneratedSavePostback } from '@/api/generated/endpoints/postback/postback';
import { noticeThen, useKeepAnswer } from '@/lib/mutation-notice';
import { postbackMessages as m } from '../messages';

export function useSavePostback() {
  const refresh = useKeepAnswer(getGetPostbackQueryKey(), getGetPostbackQueryKey());
  return useGeneratedSavePostback({ mutation: { onSuccess: noticeThen(m.saved, refresh) } });
}
