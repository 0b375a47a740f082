// Banner uploads (issue 18): the type and the pixel size come from the bytes (PNG, GIF, JPEG), a
// declared type the bytes contradict is refused, and so is anything over 150 KB or off the
// standard sizes.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, encodePngSync } from '../handlers/banner-png';
import { BANNER_MAX_BYTES, bannerRefusal, bannerSizeOf, imageInfo } from './banner-image';

const png = (w: number, h: number) => encodePng(w, h, [[0, 0, 0]], () => 0);
const gif = (w: number, h: number) => new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, w & 0xff, w >> 8, h & 0xff, h >> 8, 0, 0, 0]);
/** SOI, an APP0 segment, then SOF0 with the size. */
const jpeg = (w: number, h: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x4a,
    0x46,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    h >> 8,
    h & 0xff,
    w >> 8,
    w & 0xff,
    3,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);

describe('imageInfo', () => {
  it('reads PNG, GIF and JPEG sizes from their headers', async () => {
    expect(imageInfo(await png(300, 250))).toEqual({ type: 'image/png', width: 300, height: 250 });
    expect(imageInfo(gif(728, 90))).toEqual({ type: 'image/gif', width: 728, height: 90 });
    expect(imageInfo(jpeg(160, 600))).toEqual({ type: 'image/jpeg', width: 160, height: 600 });
  });

  it("reads the test fixtures' uncompressed PNG too, whose pixels zlib inflates", () => {
    const bytes = encodePngSync(320, 50, [[0, 0, 0]], () => 0);
    expect(imageInfo(bytes)).toEqual({ type: 'image/png', width: 320, height: 50 });
    const idat = bytes.findIndex((_, i) => String.fromCharCode(...bytes.slice(i, i + 4)) === 'IDAT');
    const length = new DataView(bytes.buffer).getUint32(idat - 4);
    expect(inflateSync(bytes.subarray(idat + 4, idat + 4 + length)).length).toBe(321 * 50);
  });

  it('knows nothing else', () => {
    expect(imageInfo(new TextEncoder().encode('%PDF-1.4 not an image'))).toBeNull();
    expect(imageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull(); // cut short
  });
});

describe('bannerRefusal', () => {
  it('accepts a standard size within 150 KB', async () => {
    const bytes = await png(300, 250);
    expect(bannerRefusal({ type: 'image/png', size: bytes.length }, bytes)).toBeNull();
    expect(bannerRefusal({ type: 'image/gif', size: 13 }, gif(320, 50))).toBeNull();
  });

  it.each([
    ['empty', { type: 'image/png', size: 0 }, new Uint8Array(), 400],
    ['an SVG', { type: 'image/svg+xml', size: 40 }, new TextEncoder().encode('<svg/>'), 415],
    ['a PDF called a PNG', { type: 'image/png', size: 21 }, new TextEncoder().encode('%PDF-1.4 not an image'), 415],
    ['a GIF called a PNG', { type: 'image/png', size: 13 }, gif(300, 250), 415],
    ['over 150 KB', { type: 'image/gif', size: BANNER_MAX_BYTES + 1 }, gif(300, 250), 413],
    ['301×250', { type: 'image/gif', size: 13 }, gif(301, 250), 400],
  ] as const)('refuses %s with %i', (_name, file, bytes, status) => {
    expect(bannerRefusal(file, bytes)?.status).toBe(status);
  });

  it('says which size it got', () => {
    expect(bannerRefusal({ type: 'image/gif', size: 13 }, gif(301, 250))).toEqual({
      status: 400,
      field: 'file',
      message: '301×250 is not a standard banner size',
    });
    expect(bannerSizeOf(970, 250)).toBe('970x250');
  });
});
