import {
  ORDER_LOCK_SYSTEM_STATUS,
  lockSystemTreeSchema,
  newLockout,
  type Lockout,
  type SafekeyOrder,
} from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createReadyOrder, sapOrdersOf, settled, submit } from '../../../test-support/submission-test-support.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

const WORKERS = ['Ana Silva', 'Ben Okafor', 'Chloe Martin'];

/** Issue 35, decision 0035: a lockout/tagout system that breaks a rule is saved, but not submitted. */
describe.each(DATABASE_KINDS)('lockout/tagout submission (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });
  const load = async (orderId: string) =>
    (await api.app.inject({ url: `/api/orders/${orderId}`, headers: api.staff })).json() as SafekeyOrder;

  /** The default order with its one lock set made lockout/tagout: 3 locks, engraved, with these settings. */
  async function lotoOrder(lockout: Partial<Lockout>, keysPerLock: number) {
    const order = await createReadyOrder(api.testApp, { orderSystemName: 'Lockout' });
    const system = order.orderLockSystems[0]!;
    const tree = lockSystemTreeSchema.parse(system);
    Object.assign(tree.masterKeys[0]!.lockSets[0]!, {
      lockSetName: 'MAINTENANCE LOTO',
      numberOfLocksPerSet: 3,
      numberOfLocks: 3,
      numberOfKeysPerLock: keysPerLock,
      engravedLock: true,
      fontSize: 'M',
      lockout: { ...newLockout(), department: 'Maintenance', ...lockout },
    });
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
      payload: { expectedVersion: order.version, tree },
      headers: api.staff,
    });
    return { saved, orderId: order.orderID };
  }

  it('saves a draft that breaks the rules, keeps it from Ready, and refuses to submit it naming the lock set and rules', async () => {
    const { saved, orderId } = await lotoOrder({}, 2);
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await load(orderId);
    const system = order.orderLockSystems[0]!;
    expect(system.masterKeys[0]!.lockSets[0]!.lockout).toMatchObject({ department: 'Maintenance' });
    expect(system.status).toBe(ORDER_LOCK_SYSTEM_STATUS.Started);
    const refused = await submit(api.testApp, order);
    expect(refused.statusCode).toBe(422);
    const body = refused.json() as { code: string; errors: string[] };
    expect(body.code).toBe('LOCKOUT_RULES_BROKEN');
    expect(body.errors).toEqual([
      'tree.masterKeys[0].lockSets[0].numberOfKeysPerLock: MAINTENANCE LOTO: Lockout/tagout locks have one key per lock: record why a second key is needed.',
      'tree.masterKeys[0].lockSets[0].lockout.supervisorMasterKey: MAINTENANCE LOTO: A master key opens these lockout/tagout locks: mark “supervisor master key under a written removal procedure” or move the set out from under the master key.',
      'tree.masterKeys[0].lockSets[0].lockout.locks: MAINTENANCE LOTO: Each of the 3 lockout/tagout locks needs its worker’s name or ID engraved (0 have one).',
    ]);
    expect(await sapOrdersOf(api.testApp, system.orderLockSystemID)).toEqual([]);
  });

  it('submits once the exceptions are recorded, and sends each lock’s worker in the engraving text', async () => {
    const locks = WORKERS.map((worker) => ({ worker, engraving: worker.toUpperCase() }));
    const { saved, orderId } = await lotoOrder(
      { supervisorMasterKey: true, secondKeyReason: 'Spare in the lockout station', locks },
      2,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await load(orderId);
    const system = order.orderLockSystems[0]!;
    expect(system.status).toBe(ORDER_LOCK_SYSTEM_STATUS.Ready);
    const submitted = await submit(api.testApp, order);
    expect(submitted.statusCode, submitted.body).toBe(202);
    expect(await settled(api.testApp, system.orderLockSystemID)).toMatchObject({ state: 'sent' });
    const text = JSON.stringify(await sapOrdersOf(api.testApp, system.orderLockSystemID));
    expect(text).toContain('MAINTENANCE LOTO: Lockout/tagout, department Maintenance');
    expect(text).toContain('lock 2 BEN OKAFOR (Ben Okafor)');
    expect(text).toContain('Supervisor master key under a written removal procedure');
  });

  it('refuses lockout settings that cannot be stored, naming the field', async () => {
    const { saved } = await lotoOrder({ locks: [{ worker: 'Bob', engraving: 'BOB@PLANT' }] }, 1);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors.join('\n')).toContain('lockout.locks[0].engraving');
  });
});
