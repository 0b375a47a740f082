// A banner image checked before it is sent (issue 18): a PNG, JPEG or GIF, at most the contract's
// weight (CreativeImage.Bytes ≤ 153600), whose pixels — read by decoding it in the browser — are one
// of the standard sizes (BannerSize). The server checks the same again from the file's bytes.
import { BannerSize } from '@/api/generated/model/bannerSize';
import { CreativeImageType } from '@/api/generated/model/creativeImageType';
import { adminGetCreativeResponseImageBytesMax } from '@/api/generated/zod/admin-creatives/admin-creatives.zod';

export const BANNER_MAX_BYTES = adminGetCreativeResponseImageBytesMax;
export const BANNER_ACCEPT = Object.values(CreativeImageType);
export const BANNER_SIZES = Object.values(BannerSize);

export type BannerFileError =
  { kind: 'wrongType' } | { kind: 'tooLarge'; kb: number } | { kind: 'wrongSize'; width: number; height: number } | { kind: 'unreadable' };

export const kilobytes = (bytes: number) => Math.ceil(bytes / 1024);

/** The size name of these pixels, or null. */
export function standardSize(width: number, height: number): BannerSize | null {
  const size = `${width}x${height}`;
  return (BANNER_SIZES as string[]).includes(size) ? (size as BannerSize) : null;
}

/** Type and weight, known at once. */
export function bannerFileError(file: Pick<File, 'type' | 'size'>): BannerFileError | null {
  if (!(BANNER_ACCEPT as string[]).includes(file.type)) return { kind: 'wrongType' };
  if (file.size > BANNER_MAX_BYTES) return { kind: 'tooLarge', kb: kilobytes(file.size) };
  return null;
}

/** The image's pixel size, by decoding it; null when the browser cannot. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/** Every check: type, weight, then the decoded size. */
export async function checkBannerFile(
  file: File,
  read = readImageSize,
): Promise<{ error: BannerFileError } | { width: number; height: number }> {
  const quick = bannerFileError(file);
  if (quick) return { error: quick };
  const size = await read(file);
  if (!size) return { error: { kind: 'unreadable' } };
  if (!standardSize(size.width, size.height)) return { error: { kind: 'wrongSize', ...size } };
  return size;
}
