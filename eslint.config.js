import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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
      '**/dist-ssr',
      '.tmp-probe',
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
    // No import cycles anywhere. Type-only imports are erased at compile time, so the rule skips them; a cycle
    // of values is what leaves a module half-initialised at load. Packages in node_modules are not followed
    // (they cannot import us back). maxDepth 12: today no file is more than 7 imports from any file it
    // reaches, so every cycle closes within 8.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    },
  },
  {
    // The data layer is the only door: tables are read and written only in repo files, which take the Actor and
    // apply clientScope/carrierScope themselves, and in platform/db (the client, the tenant wall). Type-only
    // imports stay allowed: they are erased at compile time and cannot run a query, and services need row types
    // (a voyage's CutOff list, a service's rotation) to hand data to a repo.
    // Exempt, because they act as the database owner on data that belongs to no signed-in person, so there is
    // no actor to scope by: seeds (reference and demo data, run at first start or by `npm run seed`), benches
    // (bulk loads of generated rows) and tests, which read tables directly to check what the code under test
    // wrote (asserting through the repos would trust what is being tested). docs/decisions.md, "data-layer door".
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/repo.ts',
      '**/*-repo.ts',
      'apps/server/src/platform/db/**',
      'apps/server/src/seed/**',
      'apps/server/bench/**',
      'apps/*/test/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              allowTypeImports: true,
              message:
                'Queries live in repo files (repo.ts, *-repo.ts): call a repo function with the actor.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message:
                'Tables are reached only through repo files (repo.ts, *-repo.ts); import row types with `import type`.',
            },
          ],
        },
      ],
      // Two doors that need no import: drizzle's relational API (`db.query.users.findMany`) and raw SQL text
      // handed to `execute`.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='query'][object.name=/^(db|tx)$/]",
          message: 'Queries live in repo files (repo.ts, *-repo.ts).',
        },
        {
          selector: "MemberExpression[property.name='query'][object.property.name=/^(db|tx)$/]",
          message: 'Queries live in repo files (repo.ts, *-repo.ts).',
        },
        {
          selector:
            "CallExpression[callee.property.name='execute'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'SQL lives in repo files (repo.ts, *-repo.ts).',
        },
      ],
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
