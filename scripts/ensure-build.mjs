// Builds the app when the served folder is missing, so `npm run test:e2e` also works on its own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(`${dist}/index.html`)) execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { stdio: 'inherit' });
