// Writes of the admin's creative pages (issue 18): save (create or update), upload a banner image,
// publish (with an override when the check fails) and retire. Success refreshes the list, the
// creative and its image through their generated keys and notifies; refusals (400 fields, 403,
// 409) are the page's to word.
import { useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import {
  getAdminGetCreativeQueryKey,
  getAdminListCreativesQueryKey,
  useAdminCreateCreative,
  useAdminCreativeAction,
  useAdminUpdateCreative,
  useAdminUploadCreativeImage,
} from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import { getGetCreativeImageQueryKey } from '@/api/generated/endpoints/creatives/creatives';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import type { CreativeInput } from '@/api/generated/model/creativeInput';
import { notifyNotice } from '@/lib/mutation-notice';
import { editorMessages, reviewMessages } from '../messages';

/** After a write: the answer goes into the cache, the list and the image are fetched again, then the notice (which names the creative). */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (creative: AdminCreative, notice: MessageDescriptor): Promise<AdminCreative> => {
    queryClient.setQueryData(getAdminGetCreativeQueryKey(creative.ID), creative);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminListCreativesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetCreativeImageQueryKey(creative.ID) }),
    ]);
    notifyNotice({ ...notice, values: { name: creative.Name } });
    return creative;
  };
}

export function useSaveCreative() {
  const refresh = useRefresh();
  const create = useAdminCreateCreative();
  const update = useAdminUpdateCreative();
  const save = async (data: CreativeInput, creativeId?: number): Promise<AdminCreative> => {
    const saved = creativeId ? await update.mutateAsync({ creativeId, data }) : await create.mutateAsync({ data });
    return refresh(saved, creativeId ? editorMessages.saved : editorMessages.created);
  };
  return { save, isPending: create.isPending || update.isPending };
}

export function useUploadBannerImage() {
  return useAdminUploadCreativeImage();
}

export type CreativeAction = { action: 'publish' } | { action: 'override'; reason: string } | { action: 'retire'; reason: string };

export function useCreativeAction() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const mutation = useAdminCreativeAction();
  /** After a 409: the creative and the list as the server has them now. */
  const reload = (creativeId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminGetCreativeQueryKey(creativeId) }),
      queryClient.invalidateQueries({ queryKey: getAdminListCreativesQueryKey() }),
    ]);
  const run = async (creativeId: number, what: CreativeAction): Promise<AdminCreative> => {
    const data =
      what.action === 'override'
        ? { override: true, reason: what.reason }
        : what.action === 'retire' && what.reason
          ? { reason: what.reason }
          : {};
    const saved = await mutation.mutateAsync({ creativeId, action: what.action === 'retire' ? 'retire' : 'publish', data });
    const notice =
      what.action === 'publish'
        ? reviewMessages.publishedNow
        : what.action === 'override'
          ? reviewMessages.overrideDone
          : reviewMessages.retiredNow;
    return refresh(saved, notice);
  };
  return { run, isPending: mutation.isPending, reload };
}
