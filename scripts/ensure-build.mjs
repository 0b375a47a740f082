// Builds the app when dist/ is missing, so `npm run test:e2e` also works on its own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' });
