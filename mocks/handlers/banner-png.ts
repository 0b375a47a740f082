// Seeded banners have no stored image: the mock draws one of the right size when it is asked for
// (a flat design in the campaign type's colours, an "18+" badge), as a small palette PNG. Also
// used by tests to make real PNG uploads of any size. Compression is the platform's
// CompressionStream ('deflate' is the zlib format PNG asks for), in Node and in the browser alike.

type Rgb = readonly [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The zlib format without compression (stored blocks): for callers that cannot wait (test fixtures). */
function stored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 0xffff));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let i = 0; i < blocks; i++) {
    const part = data.subarray(i * 0xffff, (i + 1) * 0xffff);
    out.set([i === blocks - 1 ? 1 : 0, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff], at);
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  new DataView(out.buffer).setUint32(at, ((b << 16) | a) >>> 0);
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function rawRows(width: number, height: number, pixel: (x: number, y: number) => number): Uint8Array {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) raw[row + 1 + x] = pixel(x, y);
  }
  return raw;
}

function assemble(width: number, height: number, palette: readonly Rgb[], idat: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const h = new DataView(header.buffer);
  h.setUint32(0, width);
  h.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, palette, deflate, filter 0, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', new Uint8Array(palette.flat())),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** An 8-bit palette PNG; `pixel(x, y)` answers an index into `palette`. */
export async function encodePng(width: number, height: number, palette: readonly Rgb[], pixel: (x: number, y: number) => number) {
  return assemble(width, height, palette, await deflate(rawRows(width, height, pixel)));
}

/** The same PNG, uncompressed and at once (about width × height bytes). */
export function encodePngSync(width: number, height: number, palette: readonly Rgb[], pixel: (x: number, y: number) => number) {
  return assemble(width, height, palette, stored(rawRows(width, height, pixel)));
}

const THEMES: Record<string, readonly [Rgb, Rgb, Rgb]> = {
  sports: [
    [8, 61, 46],
    [29, 158, 104],
    [255, 210, 63],
  ],
  casino: [
    [52, 16, 77],
    [148, 52, 160],
    [255, 200, 87],
  ],
  'live-casino': [
    [74, 10, 20],
    [190, 40, 60],
    [251, 214, 120],
  ],
  brand: [
    [10, 37, 64],
    [36, 120, 180],
    [120, 230, 210],
  ],
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

// 3×5 glyphs for the badge: "1", "8", "+".
const GLYPHS: Record<string, readonly string[]> = {
  '1': ['010', '110', '010', '010', '111'],
  '8': ['111', '101', '111', '101', '111'],
  '+': ['000', '010', '111', '010', '000'],
};

/** A banner of `width`×`height` in the colours of `campaignType` (sports, casino, live-casino, brand). */
export function drawBanner(width: number, height: number, campaignType: string): Promise<Uint8Array> {
  const [dark, light, accent] = THEMES[campaignType] ?? THEMES.brand!;
  const STEPS = 6;
  // 0–5 background gradient, 6 accent, 7 white, 8 black, 9 darker accent.
  const palette: Rgb[] = [
    ...Array.from({ length: STEPS }, (_, i) => mix(dark, light, i / (STEPS - 1))),
    accent,
    [255, 255, 255],
    [20, 20, 20],
    mix(accent, dark, 0.35),
  ];
  const short = Math.min(width, height);
  const wide = width >= height;
  const circle = wide ? { x: short * 0.6, y: height / 2, r: short * 0.38 } : { x: width / 2, y: short * 0.7, r: short * 0.38 };
  const scale = Math.max(1, Math.floor(short / 40));
  const badge = { x: Math.round(4 * scale), y: height - Math.round(9 * scale), w: 13 * scale, h: 7 * scale };
  const button = wide
    ? { x: width - short * 0.2 - width * 0.22, y: height * 0.3, w: width * 0.22, h: height * 0.4 }
    : { x: width * 0.15, y: height * 0.78, w: width * 0.7, h: Math.max(height * 0.06, 10) };
  const bars = wide
    ? [0, 1].map((i) => ({
        x: short * 1.15,
        y: height * (0.3 + i * 0.25),
        w: (width - short * 1.35 - button.w) * (i ? 0.6 : 0.9),
        h: Math.max(3, height * 0.1),
      }))
    : [0, 1, 2].map((i) => ({
        x: width * 0.12,
        y: short * 1.25 + i * height * 0.07,
        w: width * (i === 2 ? 0.5 : 0.76),
        h: Math.max(4, height * 0.025),
      }));
  const inBox = (x: number, y: number, b: { x: number; y: number; w: number; h: number }) =>
    x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;
  const text = '18+';
  return encodePng(width, height, palette, (x, y) => {
    if (inBox(x, y, badge)) {
      const gx = Math.floor((x - badge.x) / scale) - 1;
      const gy = Math.floor((y - badge.y) / scale) - 1;
      const glyph = GLYPHS[text[Math.floor(gx / 4)] ?? ''];
      const on = gx >= 0 && gx % 4 < 3 && glyph?.[gy]?.[gx % 4] === '1';
      return on ? 8 : 7;
    }
    if (inBox(x, y, button))
      return x < button.x + 2 || y < button.y + 2 || x >= button.x + button.w - 2 || y >= button.y + button.h - 2 ? 9 : 6;
    if (bars.some((b) => inBox(x, y, b))) return 7;
    const d = Math.hypot(x - circle.x, y - circle.y);
    if (d < circle.r) return d > circle.r * 0.82 ? 9 : 6;
    return Math.min(STEPS - 1, Math.floor(((x / width + y / height) / 2) * STEPS));
  });
}
