import fc from 'fast-check';
import {
  ALL_STATUSES,
  canTransition,
  createOrderSchema,
  lockSystemTreeSchema,
  type OrderLockSystemStatus,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { validTreeArbitrary } from '@keyplan/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createFeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { createOrderService, type OrderService } from './order.service.ts';

describe.each(DATABASE_KINDS)('order service (%s)', (database) => {
  let testApp: TestApp;
  let service: OrderService;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    service = createOrderService(testApp.db, createFeatureFlagService(testApp.db));
  });
  afterAll(async () => testApp.close());

  const newOrder = (bucket: string) =>
    service.create(createOrderSchema.parse(buildCreateOrder({ systemBucketType: bucket })), 'rep@example.com');

  it('round-trips any valid tree through save and load unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom('SP6', 'AL5', 'BR4')
          .chain((bucket) => validTreeArbitrary(DEMO_CATALOG.lookups, bucket).map((tree) => ({ bucket, tree }))),
        async ({ bucket, tree }) => {
          const order = await newOrder(bucket);
          const system = order.orderLockSystems[0]!;
          const saved = await service.saveTree(
            system.orderLockSystemID,
            { expectedVersion: order.version, tree },
            'rep@example.com',
          );
          const loaded = await service.get(order.orderID);
          expect(lockSystemTreeSchema.parse(loaded.orderLockSystems[0])).toEqual({ ...tree, changeKeyOrders: [] });
          expect(loaded.version).toBe(saved.version);
          expect(loaded.totalPrice).toBe(saved.totalPrice);
          expect(loaded.orderStatus).toBe(saved.status);
        },
      ),
      { numRuns: database === 'sqlite' ? 40 : 15 },
    );
  });

  it('keeps charted as charting left it, whatever the client sends', async () => {
    const order = await newOrder('SP6');
    const system = order.orderLockSystems[0]!;
    const tree = lockSystemTreeSchema.parse(system);
    tree.masterKeys[0]!.lockSets[0]!.charted = true;
    await service.saveTree(system.orderLockSystemID, { expectedVersion: order.version, tree }, 'rep@example.com');
    const loaded = await service.get(order.orderID);
    expect(loaded.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.charted).toBe(false);
  });

  it('never accepts an invalid transition, and records every accepted one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...ALL_STATUSES), { minLength: 1, maxLength: 8 }), async (targets) => {
        const order = await newOrder('SP6');
        const id = order.orderLockSystems[0]!.orderLockSystemID;
        // The default tree is valid and priced: a new system starts Ready (Created → Started → Ready recorded).
        let current: OrderLockSystemStatus = order.orderLockSystems[0]!.status;
        expect(current).toBe(2);
        let recorded = 3;
        for (const to of targets) {
          const allowed = canTransition(current, to);
          const outcome = await service.transition(id, to, 'rep@example.com').then(
            () => 'accepted',
            (error: unknown) => error,
          );
          if (allowed) {
            expect(outcome).toBe('accepted');
            current = to;
            recorded += 1;
          } else {
            expect(outcome).toBeInstanceOf(AppError);
            expect((outcome as AppError).statusCode).toBe(409);
          }
        }
        const history = await service.statusHistory(id);
        expect(history).toHaveLength(recorded);
        expect(history.at(-1)!.toStatus).toBe(current);
        expect((await service.get(order.orderID)).orderStatus).toBe(current);
      }),
      { numRuns: database === 'sqlite' ? 60 : 25 },
    );
  });
});
