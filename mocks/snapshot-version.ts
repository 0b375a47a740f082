// The version a saved mock snapshot must carry to be restored (mocks/persistence.ts): the snapshot
// format, the seed's faker seed and a fingerprint of the code that makes and shapes the data, so a
// changed seed (new demo accounts, other rows, a new record field) starts afresh after an upgrade
// instead of reviving rows the new code does not know. Nobody has to remember to bump it:
// - under `vite` (npm start, vitest): a hash of the sources of mocks/db (seed, records, store);
// - in a build: this chunk's own file name, which carries a hash of its content (the seed and the
//   store are bundled with it), so any change to the mock's code gives a new version. The dev-only
//   branch, and the source text it reads, is dropped from the build.
import { SEED } from './db/seed-context';

/** Bump when StoreSnapshot's layout changes in a way the fingerprint below cannot see. */
const SNAPSHOT_FORMAT = 1;

/** FNV-1a, 32 bits, in base 36: a change detector, not a security measure. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function codeFingerprint(): string {
  if (import.meta.env.DEV) {
    const sources = import.meta.glob<string>(['./db/*.ts', '!./db/*.test.ts'], { query: '?raw', import: 'default', eager: true });
    return hashText(
      Object.keys(sources)
        .sort()
        .map((path) => `${path}\n${sources[path]}`)
        .join('\n'),
    );
  }
  return new URL(import.meta.url).pathname.split('/').pop() ?? 'build';
}

export const SNAPSHOT_VERSION = `${SNAPSHOT_FORMAT}:${SEED}:${codeFingerprint()}`;
