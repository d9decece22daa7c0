import {
  changeKeyProgression,
  operates,
  parseBitting,
  progressionSize,
  type InstalledLockSystem,
  type KeyChart,
  type LockPinning,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { createChartingService } from '../../charting/charting.service.ts';
import { findCrossings } from '../../charting/reserved-blocks.ts';
import { findChartingContext } from '../../charting/key-code.repository.ts';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { sapOrdersOf, settled, submit } from '../../../test-support/submission-test-support.ts';
import { lockSet, masterKeyedTree, plainTree } from '../../../test-support/test-trees.ts';
import { DATABASE_KINDS, TEST_DATABASE_URL } from '../../../test-support/test-database.ts';
import { useTestApp, type ApiTestContext } from '../../../test-support/use-test-app.ts';
import { installTree } from '../../../test-support/installed-systems.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

/** A submitted order of `tree` for the customer: answers the order and its installed system. */
async function installed(api: ApiTestContext, ccid: string, tree: LockSystemTree, bucket = 'SP6') {
  return { ...(await installTree(api, ccid, tree, { systemBucketType: bucket })), tree };
}

const reorder = (api: ApiTestContext, lockSystemId: string, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: `/api/lock-systems/${lockSystemId}/reorders`, payload, headers: api.staff });

/** Every lock of a chart pinned, with its lock set's name. */
function locksOf(chart: KeyChart): { name: string; bitting: string; pinning: LockPinning }[] {
  return [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets].flatMap((set) =>
    set.locks.map((lock) => ({
      name: set.name,
      bitting: lock.bitting!,
      pinning: lock.pinning!.bottomPins.map((bottomPin, chamber) => ({
        bottomPin,
        masterPins: lock.pinning!.masterPins[chamber]!,
      })),
    })),
  );
}

describe.each(DATABASE_KINDS)('reorders (%s)', (database) => {
  const api = useTestApp({ database, listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it('adds locks to a keyed-alike set, a lock set under a master, spare master keys and a replacement key, built to the installed codes', async () => {
    const tree = masterKeyedTree();
    const { order, lockSystem } = await installed(api, '0000100008', tree);
    const original = order.orderLockSystems[0]!;
    const [kd, ka] = original.masterKeys[0]!.lockSets;
    const before = await createChartingService(api.db).loadKeyChart(original.orderLockSystemID, true);
    const masterSymbol = before.masterKeys[0]!.keySymbol;
    const lostKey = before.masterKeys[0]!.lockSets[0]!.locks[1]!.keySymbol!;

    const created = await reorder(api, lockSystem.lockSystemID, {
      orderPONumber: 'PO-REORDER',
      addLocks: [{ lockSetID: ka!.lockSetID, setNumber: 2, locks: 3 }],
      newLockSets: [
        {
          masterKeyID: original.masterKeys[0]!.masterKeyID,
          lockSetName: 'NEW AREA',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 2,
          keys: 1,
          copyOf: kd!.lockSetID,
        },
      ],
      additionalKeys: [
        { keySymbol: masterSymbol, quantity: 2 },
        { keySymbol: lostKey, quantity: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json() as SafekeyOrder;
    const system = added.orderLockSystems[0]!;
    expect(system).toMatchObject({
      status: 2,
      isAddToSystem: true,
      lockSystemID: lockSystem.lockSystemID,
      changeKeyOrders: [{ keySymbol: lostKey, quantity: 1 }],
    });
    expect(system.addsTo).toEqual({
      lockSystemID: lockSystem.lockSystemID,
      name: lockSystem.name,
      sapOrderNumber: order.sapOrderNumber,
    });
    expect(system.masterKeys[0]).toMatchObject({
      addToSystem: true,
      addToKeyId: original.masterKeys[0]!.masterKeyID,
      additionalKeys: 2,
    });
    // 3 + 2 locks; the tier counts this order's locks only. Keys: 1 for the KA add-on, 2 KD, 2 masters, 1 change.
    expect(added.totalPrice).toBeGreaterThan(0);

    expect((await submit(api.testApp, added)).statusCode).toBe(202);
    const sent = await settled(api.testApp, system.orderLockSystemID);
    expect(sent.state).toBe('sent');
    const documents = await sapOrdersOf(api.testApp, system.orderLockSystemID);
    expect(documents).toHaveLength(1);
    expect(sent.sapOrderNumber).not.toBe(order.sapOrderNumber);
    expect(order.sapOrderNumber).toMatch(/^\d{10}$/);
    // SAP's header reference is for quotations and contracts the order copies: a reorder names its installed order in the header note.
    expect(documents[0]!.header.ReferenceSDDocument).toBeUndefined();
    expect(documents[0]!.header.to_Text).toEqual([
      expect.objectContaining({
        LongTextID: '0002',
        LongText: expect.stringContaining(`installed with SAP sales order ${order.sapOrderNumber}`),
      }),
    ]);

    const chart = await createChartingService(api.db).loadKeyChart(system.orderLockSystemID, true);
    // The add-on order's chart shows what it adds, under the installed symbols.
    expect(chart.masterKeys.map((masterKey) => [masterKey.keySymbol, masterKey.numberOfKeys])).toEqual([
      [masterSymbol, 2],
    ]);
    const [addOn, newArea] = chart.masterKeys[0]!.lockSets;
    const originalSet2 = before.masterKeys[0]!.lockSets[1]!.locks.filter((lock) => lock.setNumber === 2);
    expect(addOn!.locks.map((lock) => lock.blindCode)).toEqual(Array(3).fill(originalSet2[0]!.blindCode));
    expect(addOn!.locks.map((lock) => lock.bitting)).toEqual(Array(3).fill(originalSet2[0]!.bitting));
    const newCodes = newArea!.locks.map((lock) => lock.bitting!);
    expect(new Set(newCodes).size).toBe(2);

    // Simulation over both orders: the installed master opens the new locks, and no new key opens a
    // lock outside its own.
    const locks = [...locksOf(before), ...locksOf(chart)];
    const master = parseBitting(before.masterKeys[0]!.bitting!)!;
    const grandMaster = parseBitting(before.grandMasterKey.bitting!)!;
    for (const lock of locksOf(chart)) {
      expect(operates(master, lock.pinning)).toBe(true);
      expect(operates(grandMaster, lock.pinning)).toBe(true);
    }
    const otherMasters = before.masterKeys.slice(1).map((masterKey) => parseBitting(masterKey.bitting!)!);
    for (const lock of locksOf(chart))
      for (const other of otherMasters) expect(operates(other, lock.pinning)).toBe(false);
    for (const code of newCodes) {
      const opened = locks.filter((lock) => operates(parseBitting(code)!, lock.pinning));
      expect(opened.map((lock) => lock.bitting)).toEqual([code]);
    }

    // The installed system lists both orders and the keys cut of each key over them.
    const [after] = (
      await api.app.inject({ url: `/api/customers/0000100008/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    expect(after!.orders.map((entry) => [entry.orderID, entry.isAddToSystem])).toEqual([
      [order.orderID, false],
      [added.orderID, true],
    ]);
    const keysCut = (symbol: string) => after!.keys.find((key) => key.keySymbol === symbol)?.keysCut;
    const beforeKeys = lockSystem.keys.find((key) => key.keySymbol === masterSymbol)!.keysCut;
    expect(keysCut(masterSymbol)).toBe(beforeKeys + 2);
    expect(keysCut(lostKey)).toBe(lockSystem.keys.find((key) => key.keySymbol === lostKey)!.keysCut + 1);
    expect(after!.locks).toBe(lockSystem.locks + 5);
    const lockSetOf = (id: string) => after!.lockSets.find((entry) => entry.lockSetID === id);
    expect(lockSetOf(ka!.lockSetID)!.locks).toBe(
      lockSystem.lockSets.find((entry) => entry.lockSetID === ka!.lockSetID)!.locks + 3,
    );
    expect(after!.lockSets.find((entry) => entry.name === 'NEW AREA')).toMatchObject({
      keyOption: 'KD',
      masterKeyID: original.masterKeys[0]!.masterKeyID,
      locks: 2,
    });
    expect(await findCrossings(api.db, DEMO_CATALOG.lookups.keycodebuckettype[0]!)).toEqual([]);

    // The installed system's charting file shows every order that built it; the reorder's only its own.
    const csv = async (id: string) =>
      (await api.app.inject({ url: `/api/order-lock-systems/${id}/charting-file.csv`, headers: api.staff })).body;
    const label = `SAP ${sent.sapOrderNumber} / PO-REORDER`;
    const originalFile = await csv(original.orderLockSystemID);
    expect(originalFile).toContain(`NEW AREA (${label})`);
    expect(originalFile).toContain(`${ka!.lockSetName} (${label})`);
    expect(originalFile).toContain(kd!.lockSetName);
    const reorderFile = await csv(system.orderLockSystemID);
    expect(reorderFile).toContain('NEW AREA');
    expect(reorderFile).not.toContain(kd!.lockSetName);

    // A reorder is not edited as a tree.
    const edit = await api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
      payload: { expectedVersion: added.version, tree },
      headers: api.staff,
    });
    expect(edit.statusCode).toBe(409);

    // Canceled, the reorder stays in the history but adds no locks, keys or keys cut (issue 26).
    const current = (await api.app.inject({ url: `/api/orders/${added.orderID}`, headers: api.staff })).json();
    const canceled = await api.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${system.orderLockSystemID}/cancellation`,
      payload: { expectedVersion: current.version, reason: 'The yard closed the new area' },
      headers: api.staff,
    });
    expect(canceled.statusCode, canceled.body).toBe(202);
    const [afterCancel] = (
      await api.app.inject({ url: `/api/customers/0000100008/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    expect(afterCancel!.orders.map((entry) => [entry.orderID, entry.statusLabel, entry.installed])).toEqual([
      [order.orderID, 'Submitted', true],
      [added.orderID, 'Canceled', false],
    ]);
    expect(afterCancel!.locks).toBe(lockSystem.locks);
    expect(afterCancel!.keys).toEqual(lockSystem.keys);
    expect(afterCancel!.lockSets).toEqual(lockSystem.lockSets);
  });

  it('adds a new master key under the grand master key: coded from the installed plan, pinned, no crossing, reordered again', async () => {
    const { order, lockSystem } = await installed(api, '0000100012', masterKeyedTree());
    const original = order.orderLockSystems[0]!;
    const before = await createChartingService(api.db).loadKeyChart(original.orderLockSystemID, true);
    const newMaster = {
      keyName: 'WORKSHOP MASTER',
      keys: 2,
      lockSets: [
        { lockSetName: 'WORKSHOP', keyOption: 'KD', numberOfSets: 1, numberOfLocksPerSet: 3, keys: 1 },
        { lockSetName: 'WORKSHOP STORES', keyOption: 'KA', numberOfSets: 2, numberOfLocksPerSet: 2, keys: 2 },
      ],
    };
    const taken = await reorder(api, lockSystem.lockSystemID, {
      newMasterKeys: [{ ...newMaster, keyName: original.masterKeys[1]!.keyName.toLowerCase() }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      `newMasterKeys[0].keyName: ${original.masterKeys[1]!.keyName.toLowerCase()} is taken in this system`,
    ]);
    const created = await reorder(api, lockSystem.lockSystemID, { newMasterKeys: [newMaster] });
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json() as SafekeyOrder;
    const system = added.orderLockSystems[0]!;
    expect(system.masterKeys).toHaveLength(1);
    expect(system.masterKeys[0]).toMatchObject({ keyName: 'WORKSHOP MASTER', numberOfKeys: 2, addToSystem: false });
    // Before it is charted, its chart already shows the symbol it will get (AA–AC are installed).
    expect(
      (await createChartingService(api.db).loadKeyChart(system.orderLockSystemID, false)).masterKeys[0]!.keySymbol,
    ).toBe('AD');
    expect((await submit(api.testApp, added)).statusCode).toBe(202);
    expect((await settled(api.testApp, system.orderLockSystemID)).state).toBe('sent');

    const chart = await createChartingService(api.db).loadKeyChart(system.orderLockSystemID, true);
    const master = chart.masterKeys[0]!;
    // A master symbol the installed system does not hold: AA, AB, AC are the installed ones.
    expect(before.masterKeys.map((masterKey) => masterKey.keySymbol)).toEqual(['AA', 'AB', 'AC']);
    expect(master.keySymbol).toBe('AD');
    expect(master.lockSets[0]!.locks.map((lock) => lock.keySymbol)).toEqual(['AD1', 'AD2', 'AD3']);
    const installedBittings = new Set(
      [before.grandMasterKey, ...before.masterKeys]
        .map((key) => key.bitting)
        .concat(locksOf(before).map((l) => l.bitting)),
    );
    expect(installedBittings.has(master.bitting!)).toBe(false);
    // Every new lock opens to its change key, the new master key and the installed grand master key;
    // the new master key opens no installed lock, no installed master key a new one.
    const grandMaster = parseBitting(before.grandMasterKey.bitting!)!;
    const newMasterBitting = parseBitting(master.bitting!)!;
    const newLocks = locksOf(chart);
    expect(newLocks).toHaveLength(7);
    for (const lock of newLocks) {
      expect(operates(parseBitting(lock.bitting)!, lock.pinning)).toBe(true);
      expect(operates(newMasterBitting, lock.pinning)).toBe(true);
      expect(operates(grandMaster, lock.pinning)).toBe(true);
      for (const other of before.masterKeys) expect(operates(parseBitting(other.bitting!)!, lock.pinning)).toBe(false);
    }
    for (const lock of locksOf(before)) expect(operates(newMasterBitting, lock.pinning)).toBe(false);
    expect(await findCrossings(api.db, DEMO_CATALOG.lookups.keycodebuckettype[0]!)).toEqual([]);

    // The installed system lists it, its lock sets under it, and its keys; a reorder adds to it again.
    const [after] = (
      await api.app.inject({ url: `/api/customers/0000100012/lock-systems`, headers: api.staff })
    ).json() as InstalledLockSystem[];
    const listed = after!.masterKeys.find((masterKey) => masterKey.name === 'WORKSHOP MASTER')!;
    expect(listed.keySymbol).toBe('AD');
    expect(
      after!.lockSets.filter((entry) => entry.masterKeyID === listed.masterKeyID).map((entry) => entry.name),
    ).toEqual(['WORKSHOP', 'WORKSHOP STORES']);
    expect(after!.keys.find((key) => key.keySymbol === 'AD')).toMatchObject({ kind: 'master', keysCut: 2 });
    const again = await reorder(api, lockSystem.lockSystemID, {
      newLockSets: [
        {
          masterKeyID: listed.masterKeyID,
          lockSetName: 'WORKSHOP ANNEX',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 2,
          keys: 1,
        },
      ],
      additionalKeys: [{ keySymbol: 'AD', quantity: 1 }],
    });
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json() as SafekeyOrder;
    expect((await submit(api.testApp, second)).statusCode).toBe(202);
    const annex = await createChartingService(api.db).loadKeyChart(second.orderLockSystems[0]!.orderLockSystemID, true);
    expect(annex.masterKeys.map((masterKey) => [masterKey.keySymbol, masterKey.bitting])).toEqual([
      ['AD', master.bitting],
    ]);
    expect(annex.masterKeys[0]!.lockSets[0]!.locks.map((lock) => lock.keySymbol)).toEqual(['AD6', 'AD7']);
    for (const lock of locksOf(annex)) expect(operates(newMasterBitting, lock.pinning)).toBe(true);
    // The installed chart shows the new master key with every lock set added under it.
    const csv = (
      await api.app.inject({
        url: `/api/order-lock-systems/${original.orderLockSystemID}/charting-file.csv`,
        headers: api.staff,
      })
    ).body;
    expect(csv).toMatch(/WORKSHOP MASTER/);
    expect(csv).toMatch(/WORKSHOP ANNEX/);
  });

  it('refuses a new master key in a system charted without master keys (409)', async () => {
    const { lockSystem } = await installed(api, '0000100007', plainTree());
    const refused = await reorder(api, lockSystem.lockSystemID, {
      newMasterKeys: [{ keyName: 'NEW MASTER', keys: 1, lockSets: [] }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/charted without master keys/);
  });

  it('prices a reorder before it is created (nothing saved), with a new lock set chosen as /set offers; the created order costs that', async () => {
    const tree = masterKeyedTree();
    const { order, lockSystem } = await installed(api, '0000100007', tree);
    const original = order.orderLockSystems[0]!;
    const body = {
      newLockSets: [
        {
          masterKeyID: original.masterKeys[0]!.masterKeyID,
          lockSetName: 'BLUE GATES',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 2,
          keys: 1,
          choices: {
            bodyMaterialID: 'THERMO',
            shackleMaterialID: 'ST30',
            colorID: 'BLU',
            engravedLock: true,
            fontSize: 'M',
            frontText1: 'GATE',
            frontText2: 'NORTH',
          },
        },
      ],
      additionalKeys: [{ keySymbol: lockSystem.keys.find((key) => key.kind === 'master')!.keySymbol, quantity: 1 }],
    };
    const ordersBefore = (await api.app.inject({ url: `/api/customers/0000100007/lock-systems`, headers: api.staff }))
      .json()
      .find((entry: InstalledLockSystem) => entry.lockSystemID === lockSystem.lockSystemID).orders.length;
    const priced = await api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${lockSystem.lockSystemID}/reorders/price`,
      payload: body,
      headers: api.staff,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const price = priced.json();
    // Thermoplastic with a 3 in shackle (2125) and two engraved lines (2 × 125), 2 locks; 2 keys; one master key (680).
    expect(price).toMatchObject({ priced: true, currency: 'USD' });
    expect(price.lines.lockSets).toEqual([
      expect.objectContaining({ listPrice: 2125 + 2 * 125, locks: 2, keyCount: 2, keyUnitPrice: 240 }),
    ]);
    expect(price.lines.keyLines).toEqual([expect.objectContaining({ kind: 'masterKey', quantity: 1, unitPrice: 680 })]);
    const lines = price.lines.lockSets.reduce((sum: number, line: { total: number }) => sum + line.total, 0);
    const keys = price.lines.keyLines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(lines + keys).toBe(price.lines.totalPrice);
    // Nothing saved by pricing.
    const ordersAfter = (await api.app.inject({ url: `/api/customers/0000100007/lock-systems`, headers: api.staff }))
      .json()
      .find((entry: InstalledLockSystem) => entry.lockSystemID === lockSystem.lockSystemID).orders.length;
    expect(ordersAfter).toBe(ordersBefore);

    const created = await reorder(api, lockSystem.lockSystemID, body);
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json() as SafekeyOrder;
    expect(added.totalPrice).toBe(price.lines.totalPrice);
    expect(added.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]).toMatchObject({
      lockSetName: 'BLUE GATES',
      bodyMaterialID: 'THERMO',
      shackleMaterialID: 'ST30',
      colorID: 'BLU',
      engravedLock: true,
      fontSize: 'M',
      frontText1: 'GATE',
      frontText2: 'NORTH',
    });

    // Choices are checked as any lock set's: a body that takes no 3 in shackle, a line too long for the font.
    const refused = await api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${lockSystem.lockSystemID}/reorders/price`,
      payload: {
        newLockSets: [
          {
            ...body.newLockSets[0],
            choices: { ...body.newLockSets[0]!.choices, bodyMaterialID: 'NYLON', frontText1: 'TOO LONG A LINE' },
          },
        ],
      },
      headers: api.staff,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/shackleMaterialID|frontText1/);
  });

  it('a new lock set with side lines and a logo (uploaded to the installed system): priced, copied into the order, sent to SAP', async () => {
    const { order, lockSystem } = await installed(api, '0000100010', masterKeyedTree());
    const original = order.orderLockSystems[0]!;
    const upload = await api.app.inject({
      method: 'POST',
      url: `/api/lock-systems/${lockSystem.lockSystemID}/logos`,
      payload: PNG,
      headers: { ...api.staff, 'content-type': 'image/png' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const logoId = upload.json().logoId as string;
    const choices = {
      bodyMaterialID: 'THERMO',
      shackleMaterialID: 'ST30',
      colorID: 'RED',
      engravedLock: true,
      fontSize: 'M',
      frontText1: 'PUMP',
      leftText1: 'WEST',
      rightText2: 'B-2',
      logoFront: logoId,
      logoBack: null,
    };
    const body = {
      newLockSets: [
        {
          masterKeyID: original.masterKeys[0]!.masterKeyID,
          lockSetName: 'PUMPS',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 2,
          keys: 1,
          choices,
        },
      ],
    };
    const price = async (payload: Record<string, unknown>) =>
      api.app.inject({
        method: 'POST',
        url: `/api/lock-systems/${lockSystem.lockSystemID}/reorders/price`,
        payload,
        headers: api.staff,
      });
    const priced = (await price(body)).json();
    // Thermoplastic, 3 in shackle (2125), three engraved lines, one of the front and two of the sides (3 × 125), a front logo (350).
    expect(priced.lines.lockSets).toEqual([
      expect.objectContaining({ listPrice: 2125 + 3 * 125 + 350, locks: 2, keyCount: 2 }),
    ]);

    const created = await reorder(api, lockSystem.lockSystemID, body);
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json() as SafekeyOrder;
    expect(added.totalPrice).toBe(priced.lines.totalPrice);
    const system = added.orderLockSystems[0]!;
    const newSet = system.masterKeys[0]!.lockSets[0]!;
    expect(newSet).toMatchObject({ leftText1: 'WEST', rightText2: 'B-2', logoBack: null });
    // The new order holds its own copy of the logo, as a first order holds the logos uploaded to it.
    expect(newSet.logoFront).not.toBe(logoId);
    const copy = await api.app.inject({ url: `/api/logos/${newSet.logoFront}`, headers: api.staff });
    expect(copy.headers['content-type']).toBe('image/png');

    expect((await submit(api.testApp, added)).statusCode).toBe(202);
    expect((await settled(api.testApp, system.orderLockSystemID)).state).toBe('sent');
    const [document] = await sapOrdersOf(api.testApp, system.orderLockSystemID);
    // As in a first order: the price on the Safekey line, the engraving (side lines too) in its long text.
    expect(document!.items).toEqual([
      expect.objectContaining({
        NetAmount: (added.totalPrice! / 100).toFixed(2),
        to_Text: [
          expect.objectContaining({ LongText: expect.stringContaining('PUMPS: front PUMP; left WEST; right B-2') }),
        ],
      }),
    ]);

    // What the catalog does not allow is refused naming the request's field and the rule.
    const refused = await price({
      newLockSets: [
        {
          ...body.newLockSets[0],
          lockSetName: 'MORE PUMPS',
          choices: {
            ...choices,
            bodyMaterialID: 'STEEL',
            shackleMaterialID: 'ST30',
            colorID: 'RED',
            fontSize: 'S',
            leftText1: 'TOO LONG SIDE',
          },
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      'newLockSets[0].choices.logoFront: logos are not available with Laminated steel',
      'newLockSets[0].choices.leftText1: must be at most 8 characters in font Small (2.0 mm)',
    ]);
    const unknown = await price({
      newLockSets: [
        {
          ...body.newLockSets[0],
          lockSetName: 'MORE PUMPS',
          choices: { ...choices, logoBack: '00000000-0000-4000-8000-000000000009' },
        },
      ],
    });
    expect(unknown.json().errors).toEqual([
      'newLockSets[0].choices.logoBack: no such logo was uploaded to this system',
    ]);
  });

  it('refuses unknown lock sets, sets, master keys and symbols with the field, and a draft system with 409', async () => {
    const { order, lockSystem } = await installed(api, '0000100009', masterKeyedTree());
    const ka = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[1]!;
    const refused = await reorder(api, lockSystem.lockSystemID, {
      addLocks: [
        { lockSetID: '00000000-0000-4000-8000-000000000001', locks: 1 },
        { lockSetID: ka.lockSetID, setNumber: 9, locks: 1 },
      ],
      newLockSets: [
        {
          masterKeyID: '00000000-0000-4000-8000-000000000002',
          lockSetName: 'X',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 1,
          keys: 1,
        },
      ],
      additionalKeys: [{ keySymbol: 'AZ9', quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      'addLocks[0].lockSetID: is not a lock set of this system',
      `addLocks[1].setNumber: must be a set of ${ka.lockSetName}, 1 to 3`,
      'newLockSets[0].masterKeyID: is not a master key of this system',
      'additionalKeys[0].keySymbol: no key of this system has symbol AZ9',
    ]);
    expect((await reorder(api, lockSystem.lockSystemID, {})).json().errors).toEqual([
      'body: must order locks, a lock set, a master key or keys',
    ]);
    expect((await reorder(api, '00000000-0000-4000-8000-000000000003', { additionalKeys: [] })).statusCode).toBe(400);
  });

  it('refuses more new locks under a master key than its progression has room for, saying how many fit', async () => {
    const tree = masterKeyedTree('BR4');
    tree.masterKeys = tree.masterKeys.slice(0, 1);
    tree.masterKeys[0]!.lockSets = [lockSet(1, 'BR4', { numberOfSets: 1, numberOfLocksPerSet: 10 })];
    tree.noKeyLockSets = [];
    const { order, lockSystem } = await installed(api, '0000100010', tree, 'BR4');
    const original = order.orderLockSystems[0]!;
    const context = (await findChartingContext(api.db, original.orderLockSystemID))!;
    const chart = await createChartingService(api.db).loadKeyChart(original.orderLockSystemID, true);
    const room =
      changeKeyProgression(context.plan!, parseBitting(chart.masterKeys[0]!.bitting!)!).length -
      chart.masterKeys[0]!.lockSets[0]!.locks.length;
    const added = (
      await reorder(api, lockSystem.lockSystemID, {
        addLocks: [{ lockSetID: original.masterKeys[0]!.lockSets[0]!.lockSetID, locks: room + 1 }],
      })
    ).json() as SafekeyOrder;
    const response = await submit(api.testApp, added);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'KEYING_CAPACITY',
      capacity: {
        bucketType: 'BR4',
        scope: 'change-keys',
        masterKey: original.masterKeys[0]!.keyName,
        needed: room + 1,
        available: room,
      },
    });
    expect(response.json().detail).toBe(
      `${room + 1} new keyed-different locks or keyed-alike sets under ${original.masterKeys[0]!.keyName} need as many new change keys, but its total-position-progression progression in bucket BR4 has room for ${room} more.`,
    );
  });

  // After the test above: its room is counted in a bucket no other test of the file crowds.
  it('refuses at submission more new master keys than the installed progression holds: 409 with the capacity', async () => {
    const tree = masterKeyedTree('BR4');
    tree.masterKeys = tree.masterKeys.slice(0, 1);
    tree.masterKeys[0]!.lockSets = [lockSet(1, 'BR4', { numberOfSets: 1, numberOfLocksPerSet: 2 })];
    tree.noKeyLockSets = [];
    const { order, lockSystem } = await installed(api, '0000100011', tree, 'BR4');
    const plan = (await findChartingContext(api.db, order.orderLockSystems[0]!.orderLockSystemID))!.plan!;
    const masters = progressionSize(plan, plan.masterPositions, [[]]);
    const created = await reorder(api, lockSystem.lockSystemID, {
      newMasterKeys: Array.from({ length: masters }, (_, index) => ({
        keyName: `NEW MASTER ${index + 1}`,
        keys: 1,
        lockSets: [],
      })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await submit(api.testApp, created.json() as SafekeyOrder);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'KEYING_CAPACITY',
      capacity: { bucketType: 'BR4', scope: 'master-keys', needed: masters },
    });
    // The installed master key holds one place of the progression (other systems' keys may take more).
    const { available } = response.json().capacity as { available: number };
    expect(available).toBeLessThan(masters);
    expect(response.json().detail).toBe(
      `${masters} new master keys need as many places in this system's total-position-progression progression in bucket BR4, but it has room for ${available} more: its other master keys hold the rest.`,
    );
  });
});

describe.skipIf(!TEST_DATABASE_URL)('reorders at once (postgres; skipped without TEST_DATABASE_URL)', () => {
  const api = useTestApp({ database: 'postgres', listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it('never issues a code twice when two reorders of one system are submitted at the same moment', async () => {
    const { order, lockSystem } = await installed(api, '0000100011', masterKeyedTree());
    const masterKey = order.orderLockSystems[0]!.masterKeys[1]!;
    const orders = await Promise.all(
      [1, 2, 3].map(async (number) => {
        const response = await reorder(api, lockSystem.lockSystemID, {
          newLockSets: [
            {
              masterKeyID: masterKey.masterKeyID,
              lockSetName: `AREA ${number}`,
              keyOption: 'KD',
              numberOfSets: 2,
              numberOfLocksPerSet: 5,
              keys: 1,
            },
          ],
        });
        return response.json() as SafekeyOrder;
      }),
    );
    const answers = await Promise.all(orders.map((added) => submit(api.testApp, added)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const charts = await Promise.all(
      orders.map((added) =>
        createChartingService(api.db).loadKeyChart(added.orderLockSystems[0]!.orderLockSystemID, true),
      ),
    );
    const codes = charts.flatMap((chart) => chart.masterKeys[0]!.lockSets[0]!.locks.map((lock) => lock.bitting));
    const symbols = charts.flatMap((chart) => chart.masterKeys[0]!.lockSets[0]!.locks.map((lock) => lock.keySymbol));
    expect(new Set(codes).size).toBe(30);
    expect(new Set(symbols).size).toBe(30);
    const before = await createChartingService(api.db).loadKeyChart(order.orderLockSystems[0]!.orderLockSystemID, true);
    const installedCodes = new Set(locksOf(before).map((lock) => lock.bitting));
    expect(codes.filter((code) => installedCodes.has(code!))).toEqual([]);
  });
});
