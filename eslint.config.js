import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';

const featuresOf = (side) => readdirSync(`${side}/src/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Imports point one way (bulletproof-react's zones): plumbing (lib, components) never imports a feature, and a
 * feature reaches another only through its index.ts, the surface it chooses to share.
 */
const importZones = (side, plumbing) => [
  ...plumbing.map((folder) => ({
    target: `${side}/src/${folder}`,
    from: `${side}/src/features`,
    message: `${side}/src/${folder} is plumbing: it must not import a feature (move what it needs down, or take it as a parameter).`,
  })),
  ...featuresOf(side).map((feature, _, all) => ({
    target: `${side}/src/features/${feature}`,
    from: `${side}/src/features`,
    except: [`./${feature}`, ...all.filter((other) => other !== feature).flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`])],
    message: 'A feature imports another only through its index.ts (move what two features share down, or compose them in app/).',
  })),
];

const NO_SQL_IN_ROUTES = "Routes files hold no SQL: put the statement in the feature's queries (reads) or service (writes).";
const DATABASE_CALLS = '/^(select|selectDistinct|insert|update|delete|execute|transaction)$/';

/** The test harness (stand-ins, helpers, the fuzz arbitraries) is for tests only: what ships never imports it. */
const productionWithoutTestHarness = {
  target: ['apps/api/src/!(*.test).ts', 'apps/api/src/!(test)/**/!(*.test).ts'],
  from: 'apps/api/src/test',
  message: 'apps/api/src/test is the test harness: only tests import it.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.test-bundle-*/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The catalogue brings zod and every schema: the web app calls the API by the zod-free route table.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@persona/shared',
              importNames: ['endpoints', 'allEndpoints'],
              allowTypeImports: true,
              message: 'Call the API by `routes` (callApi(routes.x, …)): the endpoint catalogue loads zod and every schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      // Our imports are relative (no path aliases), so Node's resolution with the TypeScript extensions finds them.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never parse installed packages (no-cycle would walk into them).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
      'import/no-restricted-paths': [
        'error',
        { zones: [...importZones('apps/api', ['lib']), ...importZones('apps/web', ['lib', 'components']), productionWithoutTestHarness] },
      ],
    },
  },
  {
    // A routes file wires endpoints to services and queries: the statements live in <feature>.queries.ts (reads)
    // and the services (writes), so a route never touches a table.
    files: ['apps/api/src/features/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: NO_SQL_IN_ROUTES },
            { group: ['**/*.tables'], message: NO_SQL_IN_ROUTES },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=${DATABASE_CALLS}][object.name=/^(db|tx)$/]`,
          message: NO_SQL_IN_ROUTES,
        },
        {
          selector: `MemberExpression[property.name=${DATABASE_CALLS}][object.property.name="db"]`,
          message: NO_SQL_IN_ROUTES,
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
