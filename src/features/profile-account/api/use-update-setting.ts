// Changing one setting: the generated mutation, then the settings and the activity log (which
// holds today's change count) are fetched again and a success notice shows.
import { getGetActivityLogsQueryKey } from '@/api/generated/endpoints/profile/profile';
import { getGetSettingsQueryKey, useUpdateSetting as useGeneratedUpdateSetting } from '@/api/generated/endpoints/settings/settings';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { settingsMessages as m } from '../messages';

export function useUpdateSetting() {
  const refresh = useInvalidate(getGetSettingsQueryKey(), getGetActivityLogsQueryKey());
  const refreshLog = useInvalidate(getGetActivityLogsQueryKey());
  return useGeneratedUpdateSetting({ mutation: { onSuccess: noticeThen(m.saved, refresh), onError: refreshLog } });
}
