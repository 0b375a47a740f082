// End-to-end tests run in Debian's Chromium: a browser download cannot work on these machines.
// Installs it with apt-get when missing (root, or sudo when available).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`[ensure-chromium] ${chromiumPath} missing: installing Debian's chromium…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium fonts-liberation`, { stdio: 'inherit', env });
}
