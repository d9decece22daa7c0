/**
 * The key code registry filled to its limit (issue 44, decision 0059), reported as figures: in an
 * empty SP6 bucket, systems of one typical shape are charted through the charting service until the
 * bucket refuses one; printed beside the capacity model's bound for that shape, with the time a
 * charting took (median, slowest), the time the refusal took (target < 1 s) and the process's
 * largest RSS. Shapes: 10 master keys × 100 locks, 50 × 200, and 1,000 keyed-different locks (for
 * these also the time to issue 1,000 codes once 500,000 are issued: target < 500 ms). SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set. FILL_SHAPES=10x100,50x200,kd1000 picks shapes.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  cellsAtLevel,
  countValidBittings,
  createDefaultTree,
  createOrderSchema,
  newMasterKey,
  smallestCellLevel,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { createChartingService } from '../src/charting/charting.service.ts';
import { AppError } from '../src/errors.ts';
import { createFeatureFlagService } from '../src/feature-flags/feature-flag.service.ts';
import { createOrderService } from '../src/orders/order.service.ts';
import { buildCreateOrder } from '../test-support/factories.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { DATABASE_KINDS, type DatabaseKind } from '../test-support/test-database.ts';
import { lockSet } from '../test-support/test-trees.ts';
import { reportFigures, type FigureInput } from './report.ts';

const SP6 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'SP6')!;
const ACTOR = 'bench@example.com';
const TPP = 'total-position-progression';

interface Shape {
  id: string;
  label: string;
  masterKeys: number;
  locks: number;
}

const SHAPES: Shape[] = [
  { id: '10x100', label: '10 master keys × 100 locks', masterKeys: 10, locks: 100 },
  { id: '50x200', label: '50 master keys × 200 locks', masterKeys: 50, locks: 200 },
  { id: 'kd1000', label: '1,000 keyed-different locks', masterKeys: 0, locks: 1_000 },
];

/** A system of the shape: each master key over keyed-different lock sets of 100 locks at most. */
function treeOf(shape: Shape): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, SP6.id, randomUUID);
  const setsOf = (locks: number, first: number) =>
    Array.from({ length: Math.ceil(locks / 100) }, (_, index) =>
      lockSet(first + index, SP6.id, {
        numberOfSets: 1,
        numberOfLocksPerSet: Math.min(100, locks - index * 100),
      }),
    );
  if (shape.masterKeys === 0) {
    tree.grandMasterKey.numberOfKeys = 0;
    tree.masterKeys = [];
    tree.noKeyLockSets = setsOf(shape.locks, 1);
    return tree;
  }
  const perMaster = Math.ceil(shape.locks / 100);
  tree.masterKeys = Array.from({ length: shape.masterKeys }, (_, index) => ({
    ...newMasterKey(randomUUID, index + 1),
    lockSets: setsOf(shape.locks, index * perMaster + 1),
  }));
  return tree;
}

/** The capacity model's bound (decision 0059), and what the keys alone allow whatever the design. */
function boundsOf(shape: Shape): { model: number; keysAlone: number } {
  const valid = countValidBittings(SP6);
  if (shape.masterKeys === 0)
    return { model: Math.floor(valid / shape.locks), keysAlone: Math.floor(valid / shape.locks) };
  const slots = Array.from({ length: shape.masterKeys }, () => ({ bitting: null, newChangeKeys: shape.locks }));
  const level = smallestCellLevel(SP6, slots, TPP);
  const keys = 1 + shape.masterKeys * (1 + shape.locks);
  return {
    model: level === undefined ? 0 : cellsAtLevel(SP6.pins, level).length,
    keysAlone: Math.floor(valid / keys),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows: Record<string, string | number>[] = [];
const figures: FigureInput[] = [];

async function fill(database: DatabaseKind, shape: Shape) {
  const testApp = await createTestApp({ database });
  let largestRss = process.memoryUsage().rss;
  try {
    const orders = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
    const charting = createChartingService(testApp.db);
    const times: number[] = [];
    let refusal = { ms: 0, code: '' };
    let at500k: number | undefined;
    for (;;) {
      const issued = times.length * (shape.masterKeys === 0 ? shape.locks : 1 + shape.masterKeys * (1 + shape.locks));
      const order = await orders.create(createOrderSchema.parse(buildCreateOrder()), ACTOR);
      const id = order.orderLockSystems[0]!.orderLockSystemID;
      const saved = await orders.saveTree(id, { expectedVersion: order.version, tree: treeOf(shape) }, ACTOR);
      const started = performance.now();
      try {
        await charting.chartSystem(id, ACTOR, { expectedVersion: saved.version });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusal = { ms: Math.round(performance.now() - started), code: error.code };
        break;
      }
      const ms = performance.now() - started;
      times.push(ms);
      if (at500k === undefined && shape.masterKeys === 0 && issued >= 500_000) at500k = Math.round(ms);
      largestRss = Math.max(largestRss, process.memoryUsage().rss);
    }
    const bounds = boundsOf(shape);
    rows.push({
      database,
      shape: shape.label,
      charted: times.length,
      'model bound': bounds.model,
      fill: `${Math.round((times.length / bounds.model) * 100)} % (target ≥ 80 %)`,
      'keys-alone bound': bounds.keysAlone,
      'chart ms (median / max)': `${Math.round(median(times))} / ${Math.round(Math.max(...times))}`,
      'refusal ms': `${refusal.ms} ${refusal.code} (target < 1,000)`,
      '1,000 codes at 500k issued, ms': at500k === undefined ? '—' : `${at500k} (target < 500)`,
      'largest RSS MB': Math.round(largestRss / 1_048_576),
    });
    const of = (name: string) => `${shape.label}: ${name}`;
    figures.push(
      {
        name: of('systems charted before the refusal, share of the model bound'),
        figure: Math.round((times.length / bounds.model) * 100),
        unit: '%',
        target: { op: '≥', limit: 80 },
        database,
        detail: `${times.length} of ${bounds.model}; the keys alone: ${bounds.keysAlone}`,
      },
      {
        name: of('charting, median'),
        figure: Math.round(median(times)),
        unit: 'ms',
        database,
        detail: `slowest ${Math.round(Math.max(...times))} ms`,
      },
      {
        name: of('refusal'),
        figure: refusal.ms,
        unit: 'ms',
        target: { op: '<', limit: 1000 },
        database,
        detail: refusal.code,
      },
      ...(at500k === undefined
        ? []
        : [
            {
              name: of('1,000 codes issued at 500,000 issued'),
              figure: at500k,
              unit: 'ms',
              target: { op: '<', limit: 500 } as const,
              database,
            },
          ]),
      { name: of('largest RSS'), figure: Math.round(largestRss / 1_048_576), unit: 'MB', database },
    );
  } finally {
    await testApp.close();
  }
}

const picked = (process.env.FILL_SHAPES ?? SHAPES.map((shape) => shape.id).join(',')).split(',');
for (const database of DATABASE_KINDS)
  for (const shape of SHAPES.filter((entry) => picked.includes(entry.id))) await fill(database, shape);
console.log('\nKey code registry filled to refusal, one shape at a time (SP6, charting service)');
console.table(rows);
reportFigures({
  bench: import.meta.url,
  title:
    'The key code registry filled to refusal, one shape at a time (SP6, charting service; issue 44, decision 0059)',
  database: 'sqlite',
  figures,
});
