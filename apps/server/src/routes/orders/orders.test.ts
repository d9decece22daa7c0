import type { LockSystemTree, SafekeyOrder } from '@keyplan/domain';
import { lockSystemTreeSchema, ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder, viewerHeaders } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

/** The input part of a loaded system: what PUT …/tree takes back. */
function treeOf(order: SafekeyOrder): LockSystemTree {
  return lockSystemTreeSchema.parse(order.orderLockSystems[0]);
}

describe.each(DATABASE_KINDS)('orders (%s)', (database) => {
  // Listening: a link's SAP order or quotation is looked up in the SAP stand-in over HTTP.
  const api = useTestApp({ database, listen: true });
  /** A document a rep made in SAP for customer 100001 (the stand-in never invents one). */
  const inSap = async (category: 'order' | 'quotation', number: string, soldToParty = '100001') => {
    const document = { salesOrder: number, soldToParty, currency: 'USD', items: [{ item: '10', material: 'SAFEKEY' }] };
    if (category === 'order') await api.testApp.sapStandIn!.createSapMadeOrder(document);
    else await api.testApp.sapStandIn!.createSapMadeQuotation(document);
  };
  const systemsOf = async (ccid: string) => ((await get(`/api/customers/${ccid}/systems`)).json() as unknown[]).length;

  const create = async (payload: object = buildCreateOrder(), headers = api.staff) =>
    api.app.inject({ method: 'POST', url: '/api/orders', payload, headers });
  const get = (url: string) => api.app.inject({ url, headers: api.staff });
  const saveTree = (order: SafekeyOrder, tree: LockSystemTree, expectedVersion = order.version) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/tree`,
      payload: { expectedVersion, tree },
      headers: api.staff,
    });
  const reload = async (order: SafekeyOrder) => (await get(`/api/orders/${order.orderID}`)).json() as SafekeyOrder;
  const putHeader = (order: SafekeyOrder, change: Record<string, unknown>) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderID}/header`,
      payload: {
        expectedVersion: 1,
        orderSystemName: '',
        orderPONumber: '',
        currency: 'USD',
        salesArea: 'US10',
        comments: '',
        systemBucketType: 'SP6',
        ...change,
      },
      headers: api.staff,
    });

  describe('create', () => {
    it('creates an order with the default tree, priced and Ready (submittable without an edit)', async () => {
      const response = await create();
      expect(response.statusCode).toBe(201);
      const order = response.json() as SafekeyOrder;
      expect(order).toMatchObject({
        orderType: 0,
        ccid: '0000100001',
        currency: 'USD',
        companyID: '1710',
        version: 1,
        orderStatus: STATUS.Ready,
        orderStatusLabel: 'Draft',
        designID: null,
      });
      expect(order.orderID).toMatch(/^[0-9a-f-]{36}$/);
      const system = order.orderLockSystems[0]!;
      expect(system.grandMasterKey.keyName).toBe('GRAND MASTER KEY');
      expect(system.masterKeys.map((masterKey) => masterKey.keyName)).toEqual(['MASTER KEY 1']);
      expect(system.masterKeys[0]!.lockSets.map((lockSet) => lockSet.lockSetName)).toEqual(['LOCK SET 1']);
      expect(system.masterKeys[0]!.lockSets[0]).toMatchObject({
        sku: 'THERMO-ST15-RED-KD',
        pricePer: 1850,
        setSummary: '1 set × 1 lock, keyed different',
      });
      expect(order.totalPrice).toBe(1850 + 2 * 240 + 680 + 960);
    });

    it('creates a design with a numeric design id, found by it', async () => {
      const design = (await create(buildCreateOrder({ orderType: 'design' }))).json() as SafekeyOrder;
      expect(design.orderType).toBe(2);
      expect(design.designID).toEqual(expect.any(Number));
      expect((await get(`/api/orders/designs/${design.designID}`)).json().orderID).toBe(design.orderID);
    });

    it('finds an order by SAP order number and line, normalising the number', async () => {
      await inSap('order', '4711');
      const order = (
        await create(buildCreateOrder({ sapOrderNumber: '4711', sapLineNumber: '10' }))
      ).json() as SafekeyOrder;
      expect(order.sapOrderNumber).toBe('0000004711');
      expect((await get('/api/orders/sap/4711/lines/10')).json().orderID).toBe(order.orderID);
      expect((await get('/api/orders/sap/0000004711/lines/20')).statusCode).toBe(404);
      const again = await create(buildCreateOrder({ sapOrderNumber: '0000004711', sapLineNumber: '10' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('SAP order 0000004711 line 10 already has a system.');
    });

    it('creates a quote, found by its uppercased number', async () => {
      await inSap('quotation', 'Q-2001');
      const quote = (
        await create(buildCreateOrder({ orderType: 'quote', quoteNumber: 'q-2001' }))
      ).json() as SafekeyOrder;
      expect(quote).toMatchObject({ orderType: 1, quoteNumber: 'Q-2001' });
      expect((await get('/api/orders/quotes/q-2001')).json().orderID).toBe(quote.orderID);
      expect((await create(buildCreateOrder({ orderType: 'quote', quoteNumber: 'Q-2001' }))).statusCode).toBe(409);
    });

    it.each([
      [
        'a SAP order SAP does not hold',
        { sapOrderNumber: '12AB', sapLineNumber: '10' },
        404,
        'SAP_DOCUMENT_NOT_FOUND',
        'SAP has no sales order 12AB.',
      ],
      [
        'a line the SAP order does not have',
        { sapOrderNumber: '5150', sapLineNumber: '30' },
        404,
        'SAP_DOCUMENT_NOT_FOUND',
        'SAP order 5150 has no line 30.',
      ],
      [
        "another customer's SAP order",
        { ccid: '0000100002', sapOrderNumber: '5150', sapLineNumber: '10' },
        409,
        'SAP_DOCUMENT_OF_ANOTHER_CUSTOMER',
        'SAP order 5150 belongs to customer 100001, not to customer 100002.',
      ],
      [
        'a quotation SAP never issued',
        { orderType: 'quote' as const, quoteNumber: '2999999999' },
        404,
        'SAP_DOCUMENT_NOT_FOUND',
        'SAP has no quotation 2999999999.',
      ],
    ])('refuses %s and saves nothing (issue 30)', async (_what, change, status, code, detail) => {
      await inSap('order', '5150');
      const ccid = (change as { ccid?: string }).ccid ?? '0000100001';
      const before = await systemsOf(ccid);
      const response = await create(buildCreateOrder(change));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, detail: expect.stringContaining(detail) });
      expect(await systemsOf(ccid)).toBe(before);
    });

    it('refuses a quote while quoting is off', async () => {
      await api.app.inject({
        method: 'PUT',
        url: '/api/features/quoting',
        payload: { enabled: false },
        headers: api.admin,
      });
      const response = await create(buildCreateOrder({ orderType: 'quote' }));
      await api.app.inject({
        method: 'PUT',
        url: '/api/features/quoting',
        payload: { enabled: true },
        headers: api.admin,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'QUOTING_DISABLED',
        detail: 'Quoting feature is disabled. Please contact your administrator for assistance.',
      });
    });

    it.each([
      [{ ccid: '0000999999' }, 'ccid: no customer has ccid 0000999999'],
      [{ salesArea: 'MARS' }, 'salesArea: must be one of US10, CA10, EU10, UK10'],
      [{ currency: 'EUR' }, 'currency: must be USD, the currency of sales area US10'],
      [{ systemBucketType: 'XX9' }, 'systemBucketType: must be one of SP6, AL5, BR4'],
      [{ orderType: 'design', quoteNumber: 'Q1' }, 'quoteNumber: a design is not tied to SAP'],
      [{ sapOrderNumber: '123' }, 'sapLineNumber: is required with an order number'],
      [
        { orderType: 'quote', sapOrderNumber: '1', sapLineNumber: '1' },
        'sapOrderNumber: a quote carries a quote number, not an order number',
      ],
      [{ orderType: 'offer' }, 'orderType: Invalid option: expected one of "order"|"quote"|"design"'],
      [{ orderPONumber: 'x'.repeat(36) }, 'orderPONumber: must be at most 35 characters'],
      [{ sapOrderNumber: 'TOO-LONG-NUMBER', sapLineNumber: '1' }, 'sapOrderNumber: must be 1 to 10 letters or digits'],
    ])('refuses %j with a field error', async (change, message) => {
      const response = await create(buildCreateOrder(change as never));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([message]);
    });

    it('answers 401 without a token and 403 for a non-staff person', async () => {
      expect(
        (await api.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder() })).statusCode,
      ).toBe(401);
      expect((await create(buildCreateOrder(), await viewerHeaders(api.testApp))).statusCode).toBe(403);
    });
  });

  describe('get', () => {
    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      expect((await get('/api/orders/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11')).statusCode).toBe(404);
      expect((await get('/api/orders/42')).json().errors).toEqual(['orderId: must be a UUID']);
      expect((await get('/api/orders/quotes/NOPE')).statusCode).toBe(404);
      expect((await get('/api/orders/designs/0')).statusCode).toBe(400);
      expect((await get('/api/orders/designs/999999')).statusCode).toBe(404);
      expect(
        (await get('/api/order-lock-systems/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11/status-history')).statusCode,
      ).toBe(404);
    });
  });

  describe('save the tree', () => {
    it('saves, prices, advances the version and the status Created → Started → Ready', async () => {
      const order = (await create()).json() as SafekeyOrder;
      const tree = treeOf(order);
      tree.masterKeys[0]!.lockSets[0] = {
        ...tree.masterKeys[0]!.lockSets[0]!,
        numberOfSets: 10,
        numberOfLocksPerSet: 10,
        numberOfLocks: 100,
        keyOption: 'KA',
        numberOfKeysPerSet: 3,
      };
      const response = await saveTree(order, tree);
      expect(response.statusCode).toBe(200);
      const lockSetID = tree.masterKeys[0]!.lockSets[0]!.lockSetID;
      expect(response.json()).toEqual({
        orderID: order.orderID,
        orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
        version: 2,
        status: STATUS.Ready,
        statusLabel: 'Draft',
        totalPrice: 1702 * 100 + 10 * 3 * 240 + 680 + 960,
        lockSets: [
          { lockSetID, sku: 'THERMO-ST15-RED-KA', setSummary: '10 sets × 10 locks, keyed alike', pricePer: 1702 },
        ],
      });
      const saved = await reload(order);
      expect(saved.version).toBe(2);
      expect(saved.orderStatus).toBe(STATUS.Ready);
      expect(saved.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.pricePer).toBe(1702);
      expect(saved.totalPrice).toBe(1702 * 100 + 10 * 3 * 240 + 680 + 960);
      expect(treeOf(saved)).toEqual(tree);
      const history = (
        await get(`/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/status-history`)
      ).json();
      expect(
        history.map((entry: { fromStatus: number | null; toStatus: number; changedBy: string }) => [
          entry.fromStatus,
          entry.toStatus,
          entry.changedBy,
        ]),
      ).toEqual([
        [null, STATUS.Created, 'rep'],
        [STATUS.Created, STATUS.Started, 'rep'],
        [STATUS.Started, STATUS.Ready, 'rep'],
      ]);
    });

    it('goes back to Started when the last lock set is removed', async () => {
      const order = (await create()).json() as SafekeyOrder;
      expect((await saveTree(order, treeOf(order))).json().status).toBe(STATUS.Ready);
      const ready = await reload(order);
      const empty = treeOf(ready);
      empty.masterKeys[0]!.lockSets = [];
      expect((await saveTree(ready, empty)).json().status).toBe(STATUS.Started);
    });

    it('refuses a stale version with 409 and writes nothing', async () => {
      const order = (await create()).json() as SafekeyOrder;
      const first = treeOf(order);
      first.grandMasterKey.keyName = 'FIRST';
      expect((await saveTree(order, first)).statusCode).toBe(200);
      const second = treeOf(order);
      second.grandMasterKey.keyName = 'SECOND';
      const stale = await saveTree(order, second, 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().detail).toContain('changed by someone else');
      const current = (await get(`/api/orders/${order.orderID}`)).json() as SafekeyOrder;
      expect(current.version).toBe(2);
      expect(current.orderLockSystems[0]!.grandMasterKey.keyName).toBe('FIRST');
    });

    it('points validation errors into the tree and writes nothing', async () => {
      const order = (await create()).json() as SafekeyOrder;
      const tree = treeOf(order);
      const lockSet = tree.masterKeys[0]!.lockSets[0]!;
      tree.masterKeys[0]!.lockSets.push({
        ...lockSet,
        lockSetID: '3f1c1f7e-2f5b-4a8e-9d47-0e1c1f7e2f5b',
        lockSetName: 'SECOND',
        engravedLock: true,
        fontSize: 'L',
        frontText2: 'TOO LONG',
      });
      const response = await saveTree(order, tree);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        'tree.masterKeys[0].lockSets[1].frontText2: must be at most 7 characters in font Large (4.0 mm)',
      ]);
      const schemaError = await saveTree(order, {
        ...tree,
        masterKeys: [{ ...tree.masterKeys[0]!, lockSets: [{ ...lockSet, frontText1: 'lower' }] }],
      });
      expect(schemaError.json().errors).toEqual([
        'tree.masterKeys[0].lockSets[0].frontText1: may contain only A–Z, 0–9, space and - . # / & ( ) (uppercase)',
      ]);
      expect(((await get(`/api/orders/${order.orderID}`)).json() as SafekeyOrder).version).toBe(1);
    });

    it('refuses changes once the system is past Ready', async () => {
      const order = (await create()).json() as SafekeyOrder;
      await saveTree(order, treeOf(order));
      const ready = await reload(order);
      await api.db
        .updateTable('order_lock_systems')
        .set({ status: STATUS.Submitted })
        .where('order_id', '=', order.orderID)
        .execute();
      const response = await saveTree(ready, treeOf(ready));
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe('This system is Submitted and can no longer be changed.');
      const remove = await api.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order.orderID}`,
        headers: api.staff,
      });
      expect(remove.statusCode).toBe(409);
    });

    it('answers 404 for an unknown lock system', async () => {
      const order = (await create()).json() as SafekeyOrder;
      const response = await api.app.inject({
        method: 'PUT',
        url: '/api/order-lock-systems/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11/tree',
        payload: { expectedVersion: 1, tree: treeOf(order) },
        headers: api.staff,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('header and delete', () => {
    it('changes the header against the version and re-prices in the new currency', async () => {
      const order = (await create()).json() as SafekeyOrder;
      const response = await putHeader(order, {
        orderSystemName: 'Renamed',
        orderPONumber: 'PO-9',
        currency: 'CAD',
        salesArea: 'CA10',
        comments: 'note',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        orderSystemName: 'Renamed',
        currency: 'CAD',
        companyID: '1720',
        version: 2,
        totalPrice: 2535 + 2 * 325 + 930 + 1315,
      });
      const stale = await putHeader(order, { orderSystemName: 'Again' });
      expect(stale.statusCode).toBe(409);
    });

    it("refuses a bucket whose materials the tree doesn't use", async () => {
      const order = (await create()).json() as SafekeyOrder;
      const response = await putHeader(order, { systemBucketType: 'AL5' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        'systemBucketType: LOCK SET 1 uses Thermoplastic, which bucket AL5 does not key. Change its body material to Anodized aluminum first, or keep bucket SP6.',
      ]);
    });

    it('deletes a draft (status Deleted, recorded) and refuses to delete it twice', async () => {
      const order = (await create()).json() as SafekeyOrder;
      const response = await api.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order.orderID}`,
        headers: api.staff,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ orderStatus: STATUS.Deleted, orderStatusLabel: 'Deleted' });
      expect(
        (await api.app.inject({ method: 'DELETE', url: `/api/orders/${order.orderID}`, headers: api.staff }))
          .statusCode,
      ).toBe(409);
      expect(
        (
          await api.app.inject({
            method: 'DELETE',
            url: '/api/orders/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11',
            headers: api.staff,
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('copy', () => {
    const copy = (from: SafekeyOrder, payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/orders/${from.orderID}/copies`, payload, headers: api.staff });

    it('makes a design an order for another customer: the tree with new ids, not charted, priced and Ready', async () => {
      const design = (await create(buildCreateOrder({ orderType: 'design' }))).json() as SafekeyOrder;
      const tree = treeOf(design);
      tree.masterKeys[0]!.lockSets[0] = {
        ...tree.masterKeys[0]!.lockSets[0]!,
        lockSetName: 'PUMP ROOM',
        frontText1: 'PUMP 7',
      };
      expect((await saveTree(design, tree)).statusCode).toBe(200);
      const response = await copy(design, buildCreateOrder({ orderType: 'order', ccid: '0000100002' }));
      expect(response.statusCode).toBe(201);
      const order = response.json() as SafekeyOrder;
      expect(order).toMatchObject({ orderType: 0, ccid: '0000100002', orderStatus: STATUS.Ready, version: 1 });
      const copied = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!;
      expect(copied).toMatchObject({ lockSetName: 'PUMP ROOM', frontText1: 'PUMP 7', charted: false });
      expect(copied.lockSetID).not.toBe(tree.masterKeys[0]!.lockSets[0]!.lockSetID);
      expect(order.orderLockSystems[0]!.grandMasterKey.grandMasterKeyID).not.toBe(tree.grandMasterKey.grandMasterKeyID);
      expect(order.totalPrice).toBe((await reload(design)).totalPrice);
      // The design is unchanged.
      expect(treeOf(await reload(design))).toEqual(tree);
    });

    it('refuses a copy into a bucket its materials are not keyed from, an unknown customer and an unknown source', async () => {
      const source = (await create()).json() as SafekeyOrder;
      const wrongBucket = await copy(source, buildCreateOrder({ systemBucketType: 'AL5' }));
      expect(wrongBucket.statusCode).toBe(400);
      expect(wrongBucket.json().errors[0]).toMatch(/^systemBucketType: LOCK SET 1 uses Thermoplastic/);
      const unknownCustomer = await copy(source, buildCreateOrder({ ccid: '0000999999' }));
      expect(unknownCustomer.json().errors).toEqual(['ccid: no customer has ccid 0000999999']);
      const missing = await api.app.inject({
        method: 'POST',
        url: '/api/orders/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11/copies',
        payload: buildCreateOrder(),
        headers: api.staff,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('find a system', () => {
    const find = (query: string) =>
      api.app.inject({ url: `/api/systems?query=${encodeURIComponent(query)}`, headers: api.staff });

    it('finds by SAP order number (padded), quote number (any case), PO number (in part) and design id', async () => {
      await inSap('order', '98123');
      await inSap('quotation', 'QFIND9');
      const sapOrder = (
        await create(buildCreateOrder({ sapOrderNumber: '98123', sapLineNumber: '10', orderPONumber: 'PO-FIND-77' }))
      ).json() as SafekeyOrder;
      const quote = (
        await create(buildCreateOrder({ orderType: 'quote', quoteNumber: 'QFIND9' }))
      ).json() as SafekeyOrder;
      const design = (
        await create(buildCreateOrder({ orderType: 'design', orderPONumber: 'x' }))
      ).json() as SafekeyOrder;
      const ids = async (query: string) =>
        ((await find(query)).json() as { orderID: string }[]).map((system) => system.orderID);

      expect(await ids('98123')).toContain(sapOrder.orderID);
      expect(await ids('0000098123')).toContain(sapOrder.orderID);
      expect(await ids('qfind9')).toEqual([quote.orderID]);
      expect(await ids('find-77')).toEqual([sapOrder.orderID]);
      expect(await ids(String(design.designID))).toContain(design.orderID);
      const found = (await find('PO-FIND-77')).json()[0];
      expect(found).toMatchObject({
        ccid: sapOrder.ccid,
        customerName: 'Acme Chemical Works',
        orderPONumber: 'PO-FIND-77',
      });
      expect(await ids('%')).toEqual([]);
      expect((await find(' ')).json().errors).toEqual(['query: is required']);
    });
  });
});
