import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

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
