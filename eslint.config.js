// Lint rules, and the import boundaries of the workspace: web → domain ← server.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-router',
  '@mui/*',
  '@emotion/*',
  '@tanstack/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'kysely',
  'pg',
  'better-sqlite3',
  'oidc-provider',
  'applicationinsights',
  '@microsoft/*',
];

const SQL_ONLY_IN_REPOSITORIES =
  'Only repositories speak SQL: move the query into a *.repository.ts function and call that (decision 0013).';
const QUERY_BUILDER_CALLS = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|with';

/** `no-restricted-imports` patterns that forbid a package and relative paths into a folder. */
function forbid(packages, folders, message) {
  return [
    'error',
    {
      patterns: [
        { group: packages, message },
        ...folders.map((folder) => ({ group: [`**/${folder}/**`, `**/${folder}`], message })),
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        [...FRAMEWORKS, '@keyplan/server', '@keyplan/web', 'node:*'],
        ['apps'],
        'The domain package is pure TypeScript: no framework, database, Node or app imports (web → domain ← server).',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['@keyplan/web', 'react', 'react-dom', '@mui/*'],
        ['web', 'apps/web'],
        'The server may import the domain package, never the web app (web → domain ← server).',
      ),
    },
  },
  {
    // Only repositories speak SQL (route → service → repository): no Kysely import, query builder
    // call or sql`` template elsewhere in the server's source. Tests may arrange and inspect rows.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@keyplan/web', 'react', 'react-dom', '@mui/*', '**/web/**', '**/apps/web/**'],
              message: 'The server may import the domain package, never the web app (web → domain ← server).',
            },
            { group: ['kysely', 'pg', 'better-sqlite3'], allowTypeImports: false, message: SQL_ONLY_IN_REPOSITORIES },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER_CALLS})$/]`,
          message: SQL_ONLY_IN_REPOSITORIES,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_ONLY_IN_REPOSITORIES },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'no-restricted-imports': forbid(
        ['@keyplan/server', 'fastify', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'oidc-provider'],
        ['server', 'apps/server'],
        'The web app may import the domain package, never the server (web → domain ← server).',
      ),
    },
  },
);
