import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
// Every folder under features/ is a spec area; the rules below keep them from importing each other.
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'apps/server/drizzle',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Boundaries: web never imports the server; features never import each other; shared code never imports
      // features or the app shell.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@portal/server', '@portal/server/*'],
              message: 'The web app must not import server code.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@portal/server'],
              message: 'The web app must not import server code.',
            },
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}/**`, `../${f}/**`, `../../${f}/**`, `../../../${f}/**`]),
              message: 'Features must not import each other: move shared code to components/ or lib/.',
            },
            { group: ['**/app/**'], message: 'Features must not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code must not import features or the app shell.',
            },
            {
              group: ['**/apps/server/**', '@portal/server'],
              message: 'The web app must not import server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**'], message: 'The domain package depends on nothing of the apps.' },
          ],
        },
      ],
    },
  },
);
