/**
 * Rules on the shape of the tree that ESLint cannot see file by file (decision 0033): names of
 * files and folders, route folders named after server modules, and one style of service. Checked by
 * `scripts/lint-rules.test.ts` on the whole tree and on bad examples.
 */

/** kebab-case, with dot-separated role suffixes: `order.repository.ts`, `20261126-06-cluster-jobs.ts`. */
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/**
 * Names kept as others spell them: conventional upper-case docs, SAP's published metadata files,
 * and message catalogs named by their BCP 47 language tag (`text/fr-CA.json`).
 */
const NAME_EXCEPTIONS = [/^[A-Z]+\.md$/, /^API_[A-Z_]+\.edmx$/, /^[a-z]{2}-[A-Z]{2}\.json$/];

/** Paths (relative to the root, `/`-separated) with a file or folder name that is not kebab-case. */
export function nameProblems(paths: readonly string[]): string[] {
  return paths.filter((path) =>
    path
      .split('/')
      .some((segment) => !KEBAB_CASE.test(segment) && !NAME_EXCEPTIONS.some((exception) => exception.test(segment))),
  );
}

/**
 * Route folders whose name is not a server module's, with the reason each is kept. Anything else in
 * `apps/server/src/routes/` must share its module's name (decisions 0013, 0033).
 */
const ROUTE_FOLDER_EXCEPTIONS: Record<string, string> = {
  lookups: 'serves catalog/ (the lookup lists)',
  pricing: 'serves catalog/ (price books for the live price)',
  me: 'serves auth/ (the signed-in person)',
  'key-register': 'serves lock-systems/key-register/ (the register of keys cut, lost keys)',
  system: 'health and runtime configuration of the app itself',
};

/** Route folders that neither name a server module nor are listed exceptions. */
export function routeFolderProblems(routeFolders: readonly string[], modules: readonly string[]): string[] {
  return routeFolders.filter((folder) => !modules.includes(folder) && !(folder in ROUTE_FOLDER_EXCEPTIONS));
}

/**
 * One service style: a `*.service.ts` exports a `create…Service` (or `create…`) factory bound to its
 * database, and no plain function that takes the database (`export async function x(db: Db, …)`).
 * Pure helpers (no database) may sit beside the factory.
 */
export function serviceStyleProblems(source: string): string[] {
  const problems: string[] = [];
  if (!/export function create[A-Z]\w*\(/.test(source)) problems.push('exports no create…Service factory');
  for (const [, name] of source.matchAll(/export async function (\w+)/g))
    problems.push(`exports the plain function ${name} (make it a method of the factory)`);
  for (const [, name] of source.matchAll(/export function (\w+)\(\s*\w+\s*:\s*Db\b/g))
    if (!name?.startsWith('create'))
      problems.push(`exports the plain function ${name} (make it a method of the factory)`);
  return problems;
}

/** Where a plain function may take the database: SQL, the database itself, start-up and command-line jobs, the stand-ins. */
const DATABASE_FUNCTION_PLACES = [
  /\.repository\.ts$/,
  /\.worker\.ts$/,
  /^apps\/server\/src\/(db|cli|seed|stand-ins)\//,
  /\.(test|model-check)\.ts$/,
];

/**
 * Steps several services share that still take the database as a plain function, as they stood
 * when the check was written (issue 46). The list only shrinks: a step moved into a `create…`
 * factory leaves it, and a new one is refused.
 */
const SHARED_DATABASE_STEPS: Record<string, readonly string[]> = {
  'apps/server/src/charting/bucket-report.ts': ['bucketReport'],
  'apps/server/src/charting/installed-chart.ts': ['loadInstalledChart'],
  'apps/server/src/charting/installed-codes.ts': ['chartingCodes', 'chartViewCodes'],
  'apps/server/src/charting/issued-regions.ts': ['issuedRegions'],
  'apps/server/src/charting/key-code-writes.ts': ['editableContext'],
  'apps/server/src/charting/key-opens.ts': ['findLocksKeyOpens'],
  'apps/server/src/charting/reserved-blocks.ts': ['reservedByOthers', 'bucketCapacity', 'findCrossings'],
  'apps/server/src/lock-systems/installed-state.ts': [
    'withKeyState',
    'loadInstalledState',
    'isMasterKeyed',
    'savedReorderProblems',
  ],
  'apps/server/src/lock-systems/installed-tree.ts': ['loadInstalledTree'],
  'apps/server/src/lock-systems/key-register/copies-cut.ts': ['copiesCutBy'],
  'apps/server/src/lock-systems/key-register/replaced-locks.ts': ['markReplacedLocks', 'markReplacedOpens'],
  'apps/server/src/lock-systems/reorder-choices.ts': ['installedLogoIds', 'withLogoCopies'],
  'apps/server/src/orders/order-checks.ts': ['checkedCreation'],
  'apps/server/src/orders/order-pricing.ts': ['priceTree', 'priceTreeAt'],
  'apps/server/src/orders/system-copy.ts': ['prepareSystemCopy'],
  'apps/server/src/orders/tree-save-checks.ts': ['unknownLogos', 'checkRecharting', 'retiredChoices'],
  'apps/server/src/review/attempt-throttle.ts': ['admitAttempt', 'attemptSucceeded'],
  'apps/server/src/submissions/submitted-price-backfill.ts': ['backfillSubmittedPrices'],
};

/**
 * One service style beyond `*.service.ts`: an exported function of the server whose first
 * parameter is the database (`db: Db`, an executor) is a `create…` factory, a step of its caller's
 * transaction (the parameter is then `trx`: decision 0013's one owner per change, as
 * `advanceOrderVersion(trx, …)`), or sits where SQL and jobs live, or is a shared step listed above.
 */
export function databaseFunctionProblems(path: string, source: string): string[] {
  if (DATABASE_FUNCTION_PLACES.some((place) => place.test(path))) return [];
  const allowed = SHARED_DATABASE_STEPS[path] ?? [];
  const declared =
    /export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*(\w+)\s*:\s*(?:Db|Executor|Kysely<\w+>|Transaction<\w+>)\b/g;
  return [...source.matchAll(declared)]
    .filter(([, , parameter]) => parameter !== 'trx')
    .map(([, name]) => name!)
    .filter((name) => !name.startsWith('create') && !allowed.includes(name))
    .map(
      (name) =>
        `${path}: exports the plain function ${name} taking the database (make it a method of a create… factory)`,
    );
}

/** Shared steps listed above that no longer exist: the list must shrink with them. */
export function staleDatabaseSteps(sources: ReadonlyMap<string, string>): string[] {
  return Object.entries(SHARED_DATABASE_STEPS).flatMap(([path, names]) =>
    names
      .filter((name) => !new RegExp(`export (?:async )?function ${name}\\b`).test(sources.get(path) ?? ''))
      .map((name) => `${path}: ${name}`),
  );
}

/** The most lines a source file may have (tests, the database schema and migrations aside). */
const MAX_SOURCE_LINES = 300;

const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
const EXEMPT_FROM_SIZE = [/\.(test|spec)\.[a-z]+$/, /^apps\/server\/src\/db\/schema\.ts$/, /\/db\/migrations\//];

/** Source files longer than `MAX_SOURCE_LINES`, each as `path: N lines`; tests, the database schema and migrations aside. */
export function sizeProblems(files: readonly { path: string; lines: number }[]): string[] {
  return files
    .filter(({ path }) => SOURCE_FILE.test(path) && !EXEMPT_FROM_SIZE.some((exempt) => exempt.test(path)))
    .filter(({ lines }) => lines > MAX_SOURCE_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
}

/**
 * The fields of SPEC's data model spelled `…ID` (SPEC §3): they keep SPEC's spelling wherever they
 * travel. Every other name ends in `Id` (docs/ARCHITECTURE.md, "ID or Id").
 */
const SPEC_ID_FIELDS: readonly string[] = [
  'bodyMaterialID',
  'colorID',
  'companyID',
  'designID',
  'grandMasterKeyID',
  'loadByDesignID',
  'lockSetID',
  'lockSystemID',
  'masterKeyID',
  'orderID',
  'orderLockSystemID',
  'safeKeyAppOrderID',
  'sapOrderID',
  'shackleMaterialID',
  'traceID',
];

/** Names ending in `ID` in `source` that are not SPEC's fields (`randomUUID` and the like aside). */
export function idCasingProblems(source: string): string[] {
  const names = source.match(/\b[a-z][a-zA-Z]*ID\b/g) ?? [];
  return [...new Set(names)].filter((name) => !SPEC_ID_FIELDS.includes(name) && !name.endsWith('UUID'));
}
