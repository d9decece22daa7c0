// Lint rules, and the import boundaries of the workspace: web → domain ← server.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
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

const SERVER_SQL_ALLOWED = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/**/*.test.ts',
  'apps/server/test-support/**',
];
const SERVER_IMPORT_PATTERNS = [
  {
    group: ['@keyplan/web', 'react', 'react-dom', '@mui/*', '**/web/**', '**/apps/web/**'],
    message: 'The server may import the domain package, never the web app (web → domain ← server).',
  },
  { group: ['kysely', 'pg', 'better-sqlite3'], allowTypeImports: false, message: SQL_ONLY_IN_REPOSITORIES },
];
const SQL_SYNTAX = [
  { selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER_CALLS})$/]`, message: SQL_ONLY_IN_REPOSITORIES },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_ONLY_IN_REPOSITORIES },
];
const ROUTES_CALL_SERVICES =
  'A route calls a service, never a repository: add the look-up to a create…Service of the module (decision 0033).';
const PRINCIPAL_NON_NULL = {
  selector: "TSNonNullExpression > MemberExpression.expression[property.name='principal']",
  message:
    'Read the signed-in person with requirePrincipal(request) from auth/auth-plugin.ts, not request.principal! (decision 0033).',
};

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

/**
 * Layers of the web app (decision 0015), as bulletproof-react's `import/no-restricted-paths`
 * zones: a feature never imports another feature, `app/` composes pages, pages compose features,
 * and the shared folders import none of them. Test helpers (`testing/`) may import everything
 * but only tests import them. One zone per feature folder, read from disk, so a new feature is
 * covered without touching this file.
 */
const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['api', 'components', 'config', 'i18n', 'lib', 'stores'];
const WEB_PRODUCTION = [...WEB_SHARED, 'features', 'pages', 'app'].map((folder) => `${folder}/**/!(*.test).{ts,tsx}`);
const webFeatureBoundaries = {
  files: [`${WEB_SRC}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: fileURLToPath(new URL(WEB_SRC, import.meta.url)),
        zones: [
          ...WEB_FEATURES.map((feature) => ({
            target: `./features/${feature}`,
            from: './features',
            except: [`./${feature}`],
            message:
              'A feature never imports another feature: move what both need to a shared folder, or compose them in a page.',
          })),
          {
            target: './features',
            from: ['./pages', './app'],
            message: 'Features sit below pages and app/: pass what a feature needs in as props.',
          },
          { target: './pages', from: './app', message: 'Pages sit below app/, which composes them.' },
          {
            target: WEB_SHARED.map((folder) => `./${folder}`),
            from: ['./features', './pages', './app'],
            message: 'Shared code sits below features, pages and app/, and imports none of them.',
          },
          {
            target: WEB_PRODUCTION,
            from: ['testing/**'],
            message: 'Test helpers are for tests only.',
          },
        ],
      },
    ],
  },
};

/**
 * Server modules point one way (decision 0067): a folder of `apps/server/src` imports only the
 * folders before it in this list, never one after it, so no two modules import each other. The
 * composition root (`app.ts`, `services.ts`, `api-routes.ts`, `main.ts`, `shutdown.ts`) builds
 * them and no module imports it; `errors.ts` and `telemetry.ts` sit below every module. The
 * stand-ins of outside systems come last: nothing of the product imports them. Test support
 * (`apps/server/test-support/`) is for tests only. Tests themselves may arrange with any module.
 */
export const SERVER_LAYERS = [
  'config',
  'i18n',
  'db',
  'secrets',
  'threads',
  'cluster',
  'audit',
  'throttle',
  'plugins',
  'catalog',
  'feature-flags',
  'view',
  'sap',
  'customers',
  'lock-trees',
  'logos',
  'rendering',
  'charting',
  'orders',
  'documents',
  'lock-systems',
  'submissions',
  'review',
  'help-desk',
  'admin',
  'auth',
  'seed',
  'cli',
  'routes',
  'stand-ins',
];
const SERVER_COMPOSITION_ROOT = ['app.ts', 'services.ts', 'api-routes.ts', 'main.ts', 'shutdown.ts'];
const SERVER_PRODUCTION = (folder) => `./src/${folder}/**/!(*.test|*.model-check).ts`;
const serverModuleDirection = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: fileURLToPath(new URL('apps/server', import.meta.url)),
        zones: [
          ...SERVER_LAYERS.slice(0, -1).map((module, index) => ({
            target: SERVER_PRODUCTION(module),
            from: SERVER_LAYERS.slice(index + 1).map((later) => `./src/${later}`),
            message: `Server modules point one way (decision 0067): ${module}/ sits below these modules and never imports them. Move what both need down, or pass it in from the composition root.`,
          })),
          {
            target: SERVER_LAYERS.map(SERVER_PRODUCTION),
            from: SERVER_COMPOSITION_ROOT.map((file) => `./src/${file}`),
            message: 'The composition root builds the modules; no module imports it (decision 0067).',
          },
          {
            target: ['./src/**/!(*.test|*.model-check).ts'],
            from: ['./test-support'],
            message: 'Test support is for tests only.',
          },
        ],
      },
    ],
  },
};

/**
 * Words a person reads come from the message catalogs (issue 48): no text in JSX, nor in the props
 * that show it. `scripts/untranslated.json` lists the screens' files not yet moved to catalogs; it
 * may only shrink (scripts/lint-rules.test.ts checks each still needs its place there).
 */
export const UNTRANSLATED_FILES = JSON.parse(
  readFileSync(new URL('./scripts/untranslated.json', import.meta.url), 'utf8'),
);
const TEXT_PROPS = '(label|title|what|helperText|confirmLabel|submitLabel|hint|empty|loadingText|description|subtitle)';
export const WEB_TEXT_RULES = {
  'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', TEXT_PROPS]] } }],
};
const webText = {
  files: [`${WEB_SRC}/**/*.tsx`],
  ignores: [`${WEB_SRC}/**/*.test.tsx`, `${WEB_SRC}/testing/**`, ...UNTRANSLATED_FILES],
  plugins: { formatjs },
  rules: WEB_TEXT_RULES,
};

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
    ignores: SERVER_SQL_ALLOWED,
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVER_IMPORT_PATTERNS }],
      'no-restricted-syntax': ['error', ...SQL_SYNTAX],
    },
  },
  {
    // Routes validate, authorize and shape answers; a service does the rest (decision 0033): no
    // repository import, and the signed-in person through `requirePrincipal(request)`, never `!`.
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: SERVER_SQL_ALLOWED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_IMPORT_PATTERNS,
            { group: ['**/*.repository.ts', '**/*.repository'], message: ROUTES_CALL_SERVICES },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...SQL_SYNTAX, PRINCIPAL_NON_NULL],
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
  webFeatureBoundaries,
  webText,
  serverModuleDirection,
);
