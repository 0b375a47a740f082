// A stored file, fetched with the generated getMedia call (bearer token in the Authorization
// header, never in a URL) and shown from an object URL of the page's own making:
//  - the kind decides how it may be shown: a PDF in a frame, a PNG/JPEG as an image, anything
//    else only as a download. The blob is re-typed to exactly that kind (a server that labels a
//    file badly cannot make the browser render it as HTML: "other" becomes an octet stream);
//  - the name comes from the answer's Content-Disposition, for the download;
//  - the object URL lives while the component shows it, and is revoked when the file changes or
//    the component goes away.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/api/api-error';
import { getGetMediaQueryKey, getMedia } from '@/api/generated/endpoints/media/media';
import { fileNameFrom, isMediaId } from '@/lib/media-url';

export type FileKind = 'pdf' | 'image' | 'other';

export interface StoredFile {
  blob: Blob;
  kind: FileKind;
  name: string;
}

const SHOWN: Record<string, FileKind> = { 'application/pdf': 'pdf', 'image/png': 'image', 'image/jpeg': 'image' };
const EXTENSION: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

async function fetchFile(mediaId: string, signal: AbortSignal): Promise<StoredFile> {
  let headers: Record<string, string> = {};
  const data = await getMedia(mediaId, { onHeaders: (h) => (headers = h) }, signal);
  const type = (headers['content-type'] ?? data.type ?? '').split(';')[0]!.trim().toLowerCase();
  const kind = SHOWN[type] ?? 'other';
  const blob = new Blob([data], { type: kind === 'other' ? 'application/octet-stream' : type });
  return { blob, kind, name: fileNameFrom(headers['content-disposition'], `${mediaId}${EXTENSION[type] ?? ''}`) };
}

/** The file behind `mediaId` (disabled for a missing or malformed id). 4xx answers are not retried. */
export function useStoredFile(mediaId: string | null) {
  const valid = isMediaId(mediaId);
  return useQuery<StoredFile, ApiError>({
    queryKey: [...getGetMediaQueryKey(mediaId ?? ''), 'file'],
    queryFn: ({ signal }) => fetchFile(mediaId!, signal),
    enabled: valid,
    // A stored file does not change under its id.
    staleTime: Infinity,
    gcTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
  });
}

/** An object URL for `blob` while it is shown; revoked when the blob changes or on unmount. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
