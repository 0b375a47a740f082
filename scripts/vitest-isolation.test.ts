// The component tests share one module cache per worker (vitest.config.ts, `isolate: false`);
// a test that replaces a module with vi.mock must run in the isolated project instead, or it
// would see (or leave behind) the real module. This keeps the list in the config complete.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isolatedDomTests } from '../vitest.config';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.tsx') ? [join(dir, e.name)] : [],
  );
}

it('every component test that mocks a module runs isolated', () => {
  const mocking = testFiles('src').filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8')));
  expect(mocking.sort()).toEqual([...isolatedDomTests].sort());
});
