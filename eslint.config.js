import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      // Each engineer's own e2e build (E2E_DIST=dist-<name>).
      'dist-*/**',
      'coverage/**',
      'node_modules/**',
      'src/api/generated/**',
      'src/api/.generated-check/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'API text is rendered as text.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // What the first paint does not need loads when it is needed (issue 13): dayjs through
    // src/lib/dayjs.ts, which also keeps it in the interface's language.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/dayjs.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'dayjs', message: 'Import dayjs from src/lib/dayjs.ts (it sets the language).', allowTypeImports: true }] },
      ],
    },
  },
  {
    // The layers (issue 16; bulletproof-react's zones): app → features → components/lib →
    // api/i18n/config. A feature never imports another feature; nothing imports a layer above
    // its own; no import cycles. src/lib/permissions.ts is shared with the mock on purpose
    // (docs/decisions/shared-permission-table.md); the mock may import src, src never the mock
    // (but src/main.tsx, which starts it, and the mock identity provider, which stands in for it).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: compose them in src/app, or move the shared part to components/ or lib/.',
            })),
            { target: './src/features', from: './src/app', message: 'features/ is below app/.' },
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: 'components/ and lib/ are below features/ and app/.',
            },
            {
              target: ['./src/api', './src/i18n', './src/config'],
              from: ['./src/components', './src/lib', './src/features', './src/app'],
              message: 'api/, i18n/ and config/ are the bottom layer: they import nothing above them.',
            },
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'src/ never imports the mock (it is loaded only in mock mode, from src/main.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main.tsx', 'src/lib/identity/mock-identity-provider.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/mock-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
