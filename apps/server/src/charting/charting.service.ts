import {
  bittingArrayProblems,
  changeKeySymbol,
  planFromBittingArray,
  type KeyBittingArray,
  type KeyingPlan,
  GRAND_MASTER_KEY_SYMBOL,
  type KeyChart,
  type KeyingMethod,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { AppError, appErrors } from '../errors.ts';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import { advanceOrderVersion } from '../lock-trees/order-version.ts';
import { changeCodePlaces, changeKeyCounter, codeKey, codesByPlace } from './chart-places.ts';
import { allocateBittings, type CodeOwner, type CodeSlot } from './code-allocation.ts';
import {
  findChartingContext,
  loadSystemTree,
  lockBucket,
  markLockSetsCharted,
  saveKeyingPlan,
  type KeyCodeRow,
} from './key-code.repository.ts';
import { buildKeyChart, buildKeyChartInTurns, type ChartCode } from './key-chart.builder.ts';
import { chartingCodes, chartViewCodes } from './installed-codes.ts';
import { reserveSystemBlocks } from './reserved-blocks.ts';
import { reserveSpares } from './key-cells.ts';
import { ConcurrentIssueError } from './concurrent-issue-error.ts';
import { editableContext, insertCheckedCodes } from './key-code-writes.ts';
import { issueMasterKeyed } from './master-keyed-issuing.ts';

export interface ChartOptions {
  /** The order version the person charts against (stale → 409); left out, the current one. */
  expectedVersion?: number;
  /** Keying method of a master-keyed system at its first charting (default total position progression). */
  method?: KeyingMethod;
  /** A master-keyed system's first charting: the customer's existing key bitting array to extend (admins). */
  bittingArray?: KeyBittingArray;
}

const TRANSACTION_ATTEMPTS = 3;

/** Whether lock sets of the tree hold random codes drawn while the system had no master keying (imported codes aside). */
function chartedAtRandom(tree: LoadedTree, byPlace: ReadonlyMap<string, KeyCodeRow>): boolean {
  const lockSets = [...tree.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...tree.noKeyLockSets];
  return lockSets.some((lockSet) =>
    changeCodePlaces(lockSet).some((place) => byPlace.get(codeKey(place))?.source === 'generated'),
  );
}

/**
 * Charts a lock system inside the caller's transaction: gives a key code to every node that has
 * none (GMK and master keys of a master-keyed system, each KA set, each KD lock), keeping those it
 * has; marks every lock set charted and advances the order's version. Master-keyed systems (master
 * keys, or a GMK with keys) draw from their keying plan; others draw random codes.
 */
async function chartSystemIn(
  trx: Db,
  orderLockSystemId: string,
  actor: string,
  options: ChartOptions = {},
): Promise<KeyChart> {
  const context = await editableContext(trx, orderLockSystemId);
  // The bucket's lock before the order's row: the order every charting and import takes them in.
  await lockBucket(trx, context.bucketType);
  const version = options.expectedVersion ?? context.version;
  await advanceOrderVersion(trx, context.orderId, version);
  const tree = await loadSystemTree(trx, orderLockSystemId, context.orderId);
  const bucket = (await loadLookups(trx)).keycodebuckettype.find((entry) => entry.id === context.bucketType);
  if (!bucket) throw new Error(`unknown key code bucket ${context.bucketType}`);
  // A reorder charts against the installed system: its plan, its codes, its own blocks.
  const charting = await chartingCodes(trx, context, orderLockSystemId, tree);
  const codes = charting.allCodes;
  const byPlace = codesByPlace(codes);
  const owner: CodeOwner = {
    ccid: context.ccid,
    orderLockSystemId,
    issuedBy: actor,
    source: 'generated',
    ownSystems: charting.ownSystems,
  };
  let plan = charting.plan;
  /** The codes just drawn at random, when the system has no master keying. */
  let drawn: readonly ChartCode[] | undefined;
  if (plan || tree.masterKeys.length > 0 || tree.grandMasterKey.numberOfKeys > 0) {
    if (!plan && chartedAtRandom(tree, byPlace)) {
      throw new AppError(
        409,
        'CHARTED_WITHOUT_MASTER_KEYS',
        'This system was charted without master keys: its locks are pinned for their own keys only, so master keys (or a grand master key with keys) cannot be added to them. Put the master-keyed locks in a new system, or replace the charted lock sets with new ones.',
      );
    }
    if (plan && options.method && options.method !== plan.method) {
      throw appErrors.conflict(`This system was charted with the ${plan.method} method and keeps it.`);
    }
    if (plan && options.bittingArray)
      throw appErrors.conflict('This system was charted before: it keeps its keying plan, and takes no bitting array.');
    let givenPlan: KeyingPlan | undefined;
    if (options.bittingArray) {
      const problems = bittingArrayProblems(bucket, options.bittingArray);
      if (problems.length > 0) throw appErrors.validation(problems.map((problem) => `bittingArray.${problem}`));
      givenPlan = planFromBittingArray(bucket, options.bittingArray);
    }
    const issued = await issueMasterKeyed(trx, {
      bucket,
      tree,
      codes,
      byPlace,
      plan,
      ...(givenPlan ? { givenPlan } : {}),
      method: options.method ?? 'total-position-progression',
      owner,
    });
    await insertCheckedCodes(trx, bucket.id, issued.rows);
    await reserveSpares(trx, bucket, { ccid: context.ccid, orderLockSystemId }, issued.plan.grandMaster, issued.spares);
    if (!plan) await saveKeyingPlan(trx, orderLockSystemId, issued.plan);
    plan = issued.plan;
  } else {
    const nextNumber = changeKeyCounter(codes);
    const slots: CodeSlot[] = tree.noKeyLockSets.flatMap((lockSet) =>
      changeCodePlaces(lockSet)
        .filter((place) => !byPlace.has(codeKey(place)))
        .map((place) => ({
          ...place,
          key_symbol: changeKeySymbol(GRAND_MASTER_KEY_SYMBOL, nextNumber(GRAND_MASTER_KEY_SYMBOL)),
        })),
    );
    drawn = await allocateBittings(trx, bucket, owner, slots);
  }
  await markLockSetsCharted(trx, orderLockSystemId);
  const charted = await loadSystemTree(trx, orderLockSystemId, context.orderId);
  // A system of its own charted at random holds the codes it had and those just drawn: not read
  // back (99,000 of them took a third of a second, issue 44). A reorder's are read with the installed ones.
  const chartedCodes =
    drawn && !context.isAddToSystem
      ? [...codes, ...drawn]
      : (await chartViewCodes(trx, context, orderLockSystemId, charted)).chartCodes;
  await reserveSystemBlocks(trx, { bucket, ccid: context.ccid, orderLockSystemId }, charted, chartedCodes);
  return buildKeyChart(
    {
      orderLockSystemId,
      orderId: context.orderId,
      version: version + 1,
      bucketType: bucket.id,
      plan,
      tree: charted,
      codes: chartedCodes,
    },
    false,
  );
}

/**
 * Charts a lock system in a transaction of its own (see `chartSystemIn`), retried when another
 * server issued one of its bittings at the same moment. Issue 6 calls it at submission.
 */
async function chartSystem(
  db: Db,
  orderLockSystemId: string,
  actor: string,
  options: ChartOptions = {},
): Promise<KeyChart> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => chartSystemIn(trx, orderLockSystemId, actor, options));
    } catch (error) {
      if (attempt < TRANSACTION_ATTEMPTS && (error instanceof ConcurrentIssueError || isUniqueViolation(error)))
        continue;
      throw error;
    }
  }
}

/** The key chart of a system as stored; bittings and pinning only with `includeBittings` (admins). */
async function loadKeyChart(
  db: Db,
  orderLockSystemId: string,
  includeBittings: boolean,
): Promise<KeyChart & { systemName: string; ccid: string }> {
  const context = await findChartingContext(db, orderLockSystemId);
  if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
  const tree = await loadSystemTree(db, orderLockSystemId, context.orderId);
  const { chartCodes, allCodes, plan } = await chartViewCodes(db, context, orderLockSystemId, tree);
  // A big chart is built in slices: other requests run between them (issue 32).
  const chart = await buildKeyChartInTurns(
    {
      orderLockSystemId,
      orderId: context.orderId,
      version: context.version,
      bucketType: context.bucketType,
      plan,
      tree,
      codes: chartCodes,
      allCodes,
    },
    includeBittings,
  );
  return { ...chart, systemName: context.systemName, ccid: context.ccid };
}

/** Charting bound to a database, or to a caller's transaction (`createChartingService(trx)`). */
export function createChartingService(db: Db) {
  return {
    /** Charts a lock system in a transaction of its own, retried on a concurrent issue (see `chartSystem`). */
    chartSystem: (orderLockSystemId: string, actor: string, options: ChartOptions = {}) =>
      chartSystem(db, orderLockSystemId, actor, options),
    /** Charts a lock system inside the transaction this service was made with (submission). */
    chartSystemIn: (orderLockSystemId: string, actor: string, options: ChartOptions = {}) =>
      chartSystemIn(db, orderLockSystemId, actor, options),
    /** The key chart as stored; bittings and pinning only with `includeBittings` (admins). */
    loadKeyChart: (orderLockSystemId: string, includeBittings: boolean) =>
      loadKeyChart(db, orderLockSystemId, includeBittings),
  };
}
