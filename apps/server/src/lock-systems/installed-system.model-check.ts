import fc from 'fast-check';
import type { KeyChart } from '@keyplan/domain';
import { beforeAll, describe, it } from 'vitest';
import { installTree } from '../../test-support/installed-systems.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { masterKeyedTree } from '../../test-support/test-trees.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { checkInvariants } from '../../test-support/installed-system-model/invariants.ts';
import { newOrder, orderSteps } from '../../test-support/installed-system-model/orders.ts';
import { registerSteps } from '../../test-support/installed-system-model/register.ts';
import { treeSpecArb, type TreeSpec } from '../../test-support/installed-system-model/requests.ts';
import {
  call,
  newCustomer,
  type Model,
  type Real,
} from '../../test-support/installed-system-model/installed-system-model.ts';

/**
 * Issue 42: a model-based test of every operation on an installed lock system. Random sequences of
 * new orders (some with a lockout/tagout set), reorders priced and created, created orders opened,
 * printed, submitted and deleted, SAP delivering or canceling them, key copies handed out, returned,
 * reported lost (two writers at once too), lost keys' remedies chosen and delivered — all through
 * the HTTP API — and after every step the invariants:
 *   (i)   no key opens a lock of another customer;
 *   (ii)  no lockout/tagout lock opens to a key but its worker's (and a recorded supervisor master
 *         key), and no worker's key is cut more than once (twice with a reason);
 *   (iii) nothing is added under, or more copies cut of, a retired or lost key, nor locks into a
 *         replaced lock set; no retired copy is handed out;
 *   (iv)  a reorder that prices also creates, at that price; one refused for pricing is refused for creating;
 *   (v)   every created order opens, prints, submits and deletes without a 5xx;
 *   (vi)  each copy's history is a chain, the register and the model agree, one holder at most;
 *   (vii) the installed counts are the locks in the field.
 * No answer may be a 5xx. MODEL_RUNS (default 200), MODEL_STEPS (8), MODEL_DATABASES, MODEL_SEED, MODEL_PATH,
 * MODEL_REPLAY and MODEL_SHRINK size and replay it; `npm run test:model` runs thousands.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 200);
const STEPS = Number(process.env.MODEL_STEPS ?? 8);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const PATH = process.env.MODEL_PATH;
/** MODEL_REPLAY: the counterexample's `replayPath`, with MODEL_SEED and MODEL_PATH, replays a failure's commands. */
const REPLAY = process.env.MODEL_REPLAY;
/** MODEL_DATABASES=postgres (or sqlite) runs one database's sequences only: a long run of one. */
const MODEL_DATABASES = process.env.MODEL_DATABASES
  ? DATABASE_KINDS.filter((kind) => process.env.MODEL_DATABASES!.split(',').includes(kind))
  : DATABASE_KINDS;
/** MODEL_SHRINK=0 reports the first failure as found: shrinking keeps any failure, so it may end on another invariant. */
const SHRINK = process.env.MODEL_SHRINK !== '0';
/** Enough for the runs on a busy machine, and some minutes to shrink a failure. */
const TIME_LIMIT_MS = 300_000 + RUNS * 4_000;

/** A run's start: two new customers, the first with an installed system of the drawn tree. */
async function startRun(real: Real, spec: TreeSpec) {
  const model: Model = {
    ccids: [await newCustomer(real), await newCustomer(real)],
    orders: [],
    copies: new Map(),
    lost: new Map(),
    reasoned: new Set(),
    replaced: new Map(),
    clock: 0,
  };
  await newOrder(model, real, 0, spec);
  await checkInvariants(model, real);
  return { model, real };
}

describe.each(MODEL_DATABASES)('an installed lock system under random operations (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  const real: Real = { api, charts: new Map(), neighbours: [], views: new Map(), opened: new Set() };

  beforeAll(async () => {
    // Another customer's master-keyed system in the same bucket, built once: no key of a run opens its locks.
    const ccid = await newCustomer(real);
    const { order } = await installTree(api, ccid, masterKeyedTree());
    const url = `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/key-chart?bittings=true`;
    real.neighbours.push({ ccid, charts: [(await call(real, 'GET', url, undefined, true)).json() as KeyChart] });
  });

  it(
    `keeps every invariant over ${RUNS} random sequences of up to ${STEPS} steps`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          treeSpecArb,
          fc.commands([...orderSteps, ...registerSteps], {
            maxCommands: STEPS,
            ...(REPLAY === undefined ? {} : { replayPath: REPLAY }),
          }),
          async (spec, steps) => fc.asyncModelRun(() => startRun(real, spec), steps),
        ),
        {
          numRuns: RUNS,
          ...(SEED === undefined ? {} : { seed: SEED }),
          ...(PATH === undefined ? {} : { path: PATH }),
          endOnFailure: !SHRINK,
          interruptAfterTimeLimit: TIME_LIMIT_MS - 30_000,
          markInterruptAsFailure: false,
        },
      );
    },
    TIME_LIMIT_MS,
  );
});
