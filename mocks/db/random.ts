// A tiny seeded generator for data made on demand (report rows), where spinning up a faker
// instance per campaign would cost more than the rows themselves. Never Math.random.

/** mulberry32: 32-bit state, uniform floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes a key into a seed so neighbouring IDs get unrelated streams. */
export function hashSeed(seed: number, key: number): number {
  let h = Math.imul(seed ^ key, 0x9e3779b1);
  h ^= h >>> 16;
  return Math.imul(h, 0x85ebca6b) >>> 0;
}
