// The address of a stored file for an embedded frame: the API base, the media id (only one that
// matches the contract's MediaId pattern, so data cannot steer the URL elsewhere) and the bearer
// token in the `token` query parameter, which the contract allows for frames that cannot send
// headers (getMedia). Null when the id is malformed or there is no token.
import { tokenStore } from '../api/token-store';
import { apiTarget } from '../config/api-base';

const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function mediaFrameUrl(
  mediaId: string | null | undefined,
  token: string | null = tokenStore.get(),
  base: string = apiTarget.baseUrl,
): string | null {
  if (!mediaId || !MEDIA_ID.test(mediaId) || !token) return null;
  return `${base}/api/media/${encodeURIComponent(mediaId)}?token=${encodeURIComponent(token)}`;
}
