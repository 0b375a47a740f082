// Banner image checks (issue 18): what an upload really is, read from its first bytes rather than
// from the type the browser declared — PNG, GIF or JPEG, and its width and height in pixels — and
// whether it is one of the standard banner sizes and within the weight limit. Pure; the upload
// handler and its tests use it, and the app checks the same before sending (decoding the image).

import { BannerSize as BannerSizeEnum } from '@/api/generated/model/bannerSize';
import { adminGetCreativeResponseImageBytesMax } from '@/api/generated/zod/admin-creatives/admin-creatives.zod';

export const BANNER_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
/** The IAB's initial-load weight for a display ad: the contract's CreativeImage.Bytes maximum. */
export const BANNER_MAX_BYTES = adminGetCreativeResponseImageBytesMax;
/** The contract's BannerSize, `${width}x${height}`. */
export const BANNER_SIZES = Object.values(BannerSizeEnum);
export type BannerSize = (typeof BANNER_SIZES)[number];

export interface ImageInfo {
  type: BannerType;
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const le16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const be32 = (b: Uint8Array, i: number) =>
  ((b[i] ?? 0) * 2 ** 24 + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0)) >>> 0;
const starts = (b: Uint8Array, sig: readonly number[]) => sig.every((v, i) => b[i] === v);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) carries the size. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = be16(b, i + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: be16(b, i + 5), width: be16(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** The image's real type and pixel size, or null when it is none of PNG, GIF and JPEG (or cut short). */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length >= 24 && starts(bytes, PNG) && String.fromCharCode(...bytes.slice(12, 16)) === 'IHDR') {
    return { type: 'image/png', width: be32(bytes, 16), height: be32(bytes, 20) };
  }
  if (bytes.length >= 10 && (starts(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))) {
    return { type: 'image/gif', width: le16(bytes, 6), height: le16(bytes, 8) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    const size = jpegSize(bytes);
    return size ? { type: 'image/jpeg', ...size } : null;
  }
  return null;
}

/** The standard size of these pixels, or null. */
export function bannerSizeOf(width: number, height: number): BannerSize | null {
  const size = `${width}x${height}`;
  return (BANNER_SIZES as readonly string[]).includes(size) ? (size as BannerSize) : null;
}

export type BannerRefusal =
  { status: 400; field: 'file'; message: string } | { status: 413; message: string } | { status: 415; message: string };

/**
 * Why an upload is not a usable banner, or null: one non-empty file (400), a PNG/JPEG/GIF whose
 * bytes say the same as its declared type (415), at most 150 KB (413), a standard size (400).
 */
export function bannerRefusal(file: { type: string; size: number }, bytes: Uint8Array): BannerRefusal | null {
  if (file.size === 0) return { status: 400, field: 'file', message: 'The file is empty' };
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if (!(BANNER_TYPES as readonly string[]).includes(declared)) {
    return { status: 415, message: 'Banner type not allowed: use PNG, JPEG or GIF' };
  }
  if (file.size > BANNER_MAX_BYTES) return { status: 413, message: `Banner larger than ${BANNER_MAX_BYTES / 1024} KB` };
  const info = imageInfo(bytes);
  if (!info || info.type !== declared) return { status: 415, message: 'The file is not the image its type says' };
  if (!bannerSizeOf(info.width, info.height)) {
    return { status: 400, field: 'file', message: `${info.width}×${info.height} is not a standard banner size` };
  }
  return null;
}
