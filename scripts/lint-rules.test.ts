import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import formatjs from 'eslint-plugin-formatjs';
import { SERVER_LAYERS, UNTRANSLATED_FILES, WEB_TEXT_RULES } from '../eslint.config.js';
import {
  databaseFunctionProblems,
  idCasingProblems,
  staleDatabaseSteps,
  nameProblems,
  routeFolderProblems,
  serviceStyleProblems,
  sizeProblems,
} from './structure-rules.ts';

/**
 * The boundaries `npm run lint` enforces, shown on code that breaks them: if a rule is switched
 * off or its file globs drift, these fail. Files need not exist; ESLint matches the path.
 */
const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it('refuses a Kysely import and a query in a service; allows both in a repository', async () => {
    const code = [
      "import { sql } from 'kysely';",
      "import type { Db } from '../db/database.ts';",
      "export const find = (db: Db) => db.selectFrom('orders').selectAll().execute();",
      'export const ping = (db: Db) => sql`select 1`.execute(db);',
      '',
    ].join('\n');
    const inService = await ruleIdsOf(code, 'apps/server/src/orders/probe.service.ts');
    expect(inService.filter((id) => id === 'no-restricted-imports')).toHaveLength(1);
    expect(inService.filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
    expect(await ruleIdsOf(code, 'apps/server/src/orders/probe.repository.ts')).toEqual([]);
  });

  it('refuses the domain importing a framework, and the server importing the web app', async () => {
    expect(
      await ruleIdsOf("import Fastify from 'fastify';\nexport default Fastify;\n", 'packages/domain/src/probe.ts'),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsOf("import { App } from '@keyplan/web';\nexport default App;\n", 'apps/server/src/probe.ts'),
    ).toContain('no-restricted-imports');
  });

  it('refuses a web feature importing another feature, and production code importing test helpers', async () => {
    const crossFeature =
      "import { useSystemFilters } from '../../../systems/hooks/use-system-filters.ts';\nexport { useSystemFilters };\n";
    expect(await ruleIdsOf(crossFeature, 'apps/web/src/features/review/components/system-review/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const sameFeature =
      "import { useSystemFilters } from '../hooks/use-system-filters.ts';\nexport { useSystemFilters };\n";
    expect(await ruleIdsOf(sameFeature, 'apps/web/src/features/systems/components/probe.ts')).toEqual([]);
    const helper = "import { buildConfig } from '../../testing/test-utils.tsx';\nexport { buildConfig };\n";
    expect(await ruleIdsOf(helper, 'apps/web/src/features/systems/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a server module importing one above it, the composition root or a stand-in (decision 0067)', async () => {
    const backImport =
      "import { createOrderService } from '../orders/order.service.ts';\nexport { createOrderService };\n";
    expect(await ruleIdsOf(backImport, 'apps/server/src/charting/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf(backImport, 'apps/server/src/lock-systems/probe.ts')).toEqual([]);
    const standIn =
      "import { registerEmbeddedSap } from '../stand-ins/sap/embedded-sap.routes.ts';\nexport { registerEmbeddedSap };\n";
    expect(await ruleIdsOf(standIn, 'apps/server/src/submissions/probe.ts')).toContain('import-x/no-restricted-paths');
    const root = "import { buildApp } from '../app.ts';\nexport { buildApp };\n";
    expect(await ruleIdsOf(root, 'apps/server/src/routes/probe.ts')).toContain('import-x/no-restricted-paths');
    const support = "import { useTestApp } from '../../test-support/use-test-app.ts';\nexport { useTestApp };\n";
    expect(await ruleIdsOf(support, 'apps/server/src/orders/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf(support, 'apps/server/src/orders/probe.test.ts')).toEqual([]);
  });

  it('places every server module in the one-way order, so none escapes the rule', () => {
    const modules = readdirSync(resolve(ROOT, 'apps/server/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...modules].sort()).toEqual([...SERVER_LAYERS].sort());
  });

  it('refuses unformatted code (Prettier, as npm run lint checks it)', async () => {
    const filepath = resolve(ROOT, 'apps/server/src/probe.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const formatted = 'export const total = (a: number, b: number) => a + b;\n';
    expect(await prettier.check(formatted, options)).toBe(true);
    expect(await prettier.check('export const total=(a:number,b:number)=>a+b\n', options)).toBe(false);
    expect(await prettier.check(`export const long = '${'x'.repeat(90)}' + '${'y'.repeat(40)}';\n`, options)).toBe(
      false,
    );
  });
});

describe('server layers (decision 0033)', () => {
  it('refuses a route importing a repository or writing request.principal!; allows a service and requirePrincipal', async () => {
    const bad = [
      "import type { FastifyInstance } from 'fastify';",
      "import { loadLookups } from '../../catalog/catalog.repository.ts';",
      'export function register(app: FastifyInstance) {',
      "  app.get('/probe', async (request) => ({ who: request.principal!.email, lookups: await loadLookups(app.db) }));",
      '}',
      '',
    ].join('\n');
    const ids = await ruleIdsOf(bad, 'apps/server/src/routes/orders/probe.ts');
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(1);
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(1);
    const good = [
      "import type { FastifyInstance } from 'fastify';",
      "import { requirePrincipal } from '../../auth/auth-plugin.ts';",
      "import type { OrderService } from '../../orders/order.service.ts';",
      'export function register(app: FastifyInstance, orders: OrderService) {',
      "  app.get('/probe', async (request) => orders.delete('x', requirePrincipal(request).email));",
      '}',
      '',
    ].join('\n');
    expect(await ruleIdsOf(good, 'apps/server/src/routes/orders/probe.ts')).toEqual([]);
    // The same import is a service's business.
    expect(await ruleIdsOf(bad, 'apps/server/src/orders/probe.service.ts')).not.toContain('no-restricted-imports');
  });

  it('every *.service.ts is a create…Service factory; a plain function taking the database is refused', () => {
    const services = listFiles('apps/server/src').filter((path) => path.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(20);
    expect(
      services.flatMap((path) =>
        serviceStyleProblems(readFileSync(resolve(ROOT, path), 'utf8')).map((problem) => `${path}: ${problem}`),
      ),
    ).toEqual([]);
    expect(serviceStyleProblems('export async function loadThing(db: Db, id: string) {}\n')).toEqual([
      'exports no create…Service factory',
      'exports the plain function loadThing (make it a method of the factory)',
    ]);
    expect(
      serviceStyleProblems('export function createThingService(db: Db) {}\nexport function find(db: Db) {}\n'),
    ).toEqual(['exports the plain function find (make it a method of the factory)']);
    expect(
      serviceStyleProblems('export function createThingService(db: Db) {}\nexport function label(x: string) {}\n'),
    ).toEqual([]);
  });

  it('spells …ID only for SPEC’s data model fields, …Id everywhere else', () => {
    const sources = ['apps/server/src', 'apps/server/test-support', 'apps/web/src', 'packages/domain/src', 'e2e']
      .flatMap((folder) => listFiles(folder))
      .filter((path) => /\.tsx?$/.test(path));
    expect(sources.length).toBeGreaterThan(500);
    expect(
      sources.flatMap((path) =>
        idCasingProblems(readFileSync(resolve(ROOT, path), 'utf8')).map((name) => `${path}: ${name}`),
      ),
    ).toEqual([]);
    expect(idCasingProblems('const nodeID = order.orderID; const key = randomUUID();')).toEqual(['nodeID']);
  });

  it('refuses a plain exported function taking the database outside repositories and factories', () => {
    const sources = new Map(
      listFiles('apps/server/src')
        .filter((path) => path.endsWith('.ts'))
        .map((path) => [path, readFileSync(resolve(ROOT, path), 'utf8')] as const),
    );
    expect([...sources].flatMap(([path, source]) => databaseFunctionProblems(path, source))).toEqual([]);
    expect(staleDatabaseSteps(sources)).toEqual([]);
    const probe = 'export async function loadThing(db: Db, id: string) {}\nexport function createThing(db: Db) {}\n';
    expect(databaseFunctionProblems('apps/server/src/orders/probe.ts', probe)).toEqual([
      'apps/server/src/orders/probe.ts: exports the plain function loadThing taking the database (make it a method of a create… factory)',
    ]);
    expect(databaseFunctionProblems('apps/server/src/orders/probe.repository.ts', probe)).toEqual([]);
  });

  it('names every file and folder in kebab-case, and each route folder after its server module', () => {
    const tracked = ['apps', 'packages', 'e2e', 'scripts', 'docs'].flatMap((folder) => listFiles(folder));
    expect(nameProblems(tracked)).toEqual([]);
    expect(
      nameProblems(['apps/web/src/features/Systems/OrderForm.tsx', 'apps/server/src/orders/order_status.ts']),
    ).toEqual(['apps/web/src/features/Systems/OrderForm.tsx', 'apps/server/src/orders/order_status.ts']);

    const folders = (path: string) =>
      readdirSync(resolve(ROOT, path), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const modules = folders('apps/server/src').filter((name) => name !== 'routes');
    expect(routeFolderProblems(folders('apps/server/src/routes'), modules)).toEqual([]);
    expect(routeFolderProblems(['orders', 'order-things'], modules)).toEqual(['order-things']);
  });

  it('keeps every source file within 300 lines, tests, the database schema and migrations aside', () => {
    const files = ['apps', 'packages', 'e2e', 'scripts']
      .flatMap((folder) => listFiles(folder))
      .map((path) => ({ path, lines: readFileSync(resolve(ROOT, path), 'utf8').split('\n').length - 1 }));
    expect(sizeProblems(files)).toEqual([]);
    expect(
      sizeProblems([
        { path: 'apps/server/src/orders/order.service.ts', lines: 301 },
        { path: 'apps/web/src/features/systems/components/reorder-form.tsx', lines: 450 },
        { path: 'apps/server/src/orders/order.repository.ts', lines: 300 },
        { path: 'apps/server/src/routes/orders/orders.test.ts', lines: 475 },
        { path: 'e2e/tests/key-register.spec.ts', lines: 428 },
        { path: 'apps/server/src/db/schema.ts', lines: 607 },
        { path: 'apps/server/src/db/migrations/0001-initial.ts', lines: 400 },
      ]),
    ).toEqual([
      'apps/server/src/orders/order.service.ts: 301 lines',
      'apps/web/src/features/systems/components/reorder-form.tsx: 450 lines',
    ]);
  });
});

/** Every file under `folder` (relative to the root), skipping build output and dependencies. */
function listFiles(folder: string): string[] {
  const skip = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.data']);
  return readdirSync(resolve(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((segment) => skip.has(segment) || segment.startsWith('.')));
}

describe('words from the catalogs (issue 48)', () => {
  it('refuses text in the JSX of a translated file, and in a prop that shows text', async () => {
    const code = 'export const Probe = () => <button title="Save the order">Save</button>;\n';
    expect(await ruleIdsOf(code, 'apps/web/src/features/review/components/probe.tsx')).toEqual([
      'formatjs/no-literal-string-in-jsx',
      'formatjs/no-literal-string-in-jsx',
    ]);
    const translated =
      "export const Probe = ({ t }: { t: (key: string) => string }) => <button title={t('save')}>{t('save')}</button>;\n";
    expect(await ruleIdsOf(translated, 'apps/web/src/features/review/components/probe.tsx')).toEqual([]);
  });

  it('lists as untranslated only files that exist and still hold text in their JSX', async () => {
    const strict = new ESLint({
      cwd: ROOT,
      overrideConfig: { files: ['apps/web/src/**/*.tsx'], plugins: { formatjs }, rules: WEB_TEXT_RULES },
    });
    const listed = UNTRANSLATED_FILES as string[];
    // ESLint lints the whole tree for an empty list: nothing listed, nothing to check here (the
    // rule itself holds every file, as npm run lint runs it).
    if (listed.length === 0) return;
    const results = await strict.lintFiles(listed);
    const translatedAlready = results
      .filter((result) => !result.messages.some((message) => message.ruleId === 'formatjs/no-literal-string-in-jsx'))
      .map((result) => relative(ROOT, result.filePath));
    expect(translatedAlready, 'remove these from scripts/untranslated.json').toEqual([]);
    expect(results).toHaveLength(listed.length);
  }, 120_000);
});
