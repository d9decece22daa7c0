import { randomUUID } from 'node:crypto';
import {
  LOOKUP_NAMES,
  lockSetsWithPaths,
  lockSystemTreeSchema,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  type AdminLookupEntry,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor } from '../../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

const treeOf = (order: SafekeyOrder): LockSystemTree => lockSystemTreeSchema.parse(order.orderLockSystems[0]);

describe.each(DATABASE_KINDS)('admin lookup lists (%s)', (database) => {
  const api = useTestApp({ database });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = api.admin) =>
    api.app.inject({ method, url: `/api/admin/lookups/${url}`, ...(payload ? { payload } : {}), headers });
  const entry = async (list: string, id: string) =>
    ((await send('GET', list)).json().items as AdminLookupEntry[]).find((item) => item.id === id)!;
  const offered = async (list: string) => await api.app.inject({ url: `/api/LookUp/${list}`, headers: api.staff });
  const ids = async (list: string) => ((await offered(list)).json() as { id: string }[]).map((item) => item.id);
  const createOrder = async (overrides = {}) =>
    api.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(overrides), headers: api.staff });
  const saveTree = (order: SafekeyOrder, tree: LockSystemTree, expectedVersion: number) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/tree`,
      payload: { expectedVersion, tree },
      headers: api.staff,
    });
  const audit = async () =>
    (await api.app.inject({ url: '/api/admin/audit?entityType=lookupItem&pageSize=100', headers: api.admin })).json()
      .items as { action: string; entityId: string; actor: string; before: unknown; after: unknown }[];

  it('refuses each lookup admin endpoint to staff without the admin role (403) and to no token (401)', async () => {
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ...LOOKUP_NAMES.map((name) => ['GET', name] as ['GET', string]),
      ...LOOKUP_NAMES.map((name) => ['POST', name, { item: {} }] as ['POST', string, object]),
      ['PUT', 'colors/RED', { expectedVersion: 1, item: {} }],
      ['POST', 'colors/RED/retire', { expectedVersion: 1 }],
      ['POST', 'colors/RED/restore', { expectedVersion: 1 }],
      ['PUT', 'lockmaterialdependencies/THERMO', { expectedVersion: 1, item: {} }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, api.staff)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists every item with its version, and adds a color that is offered at once (new ETag, audited)', async () => {
    const list = (await send('GET', 'colors')).json();
    expect(list.name).toBe('colors');
    expect(list.items[0]).toEqual({
      id: 'RED',
      item: {
        id: 'RED',
        name: 'Red',
        hex: '#C8102E',
        translations: { 'fr-CA': { name: 'Rouge' }, 'es-MX': { name: 'Rojo' } },
      },
      retired: false,
      retiredAt: null,
      version: 1,
    });
    const etag = (await offered('colors')).headers.etag;

    const added = await send('POST', 'colors', { item: { id: 'MINT', name: '  Mint  ', hex: '#98FF98' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: 'MINT', item: { name: 'Mint' }, retired: false, version: 1 });
    const after = await offered('colors');
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as { id: string }[]).at(-1)).toEqual({ id: 'MINT', name: 'Mint', hex: '#98FF98' });
    // A list cached by the old tag is sent again, not 304.
    const revalidated = await api.app.inject({
      url: '/api/LookUp/colors',
      headers: { ...api.staff, 'if-none-match': etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    expect((await audit())[0]).toMatchObject({
      actor: 'admin',
      action: 'add',
      entityId: 'colors/MINT',
      before: null,
      after: { item: { id: 'MINT', name: 'Mint', hex: '#98FF98' }, retired: false },
    });
  });

  it('names the field and rule of bad input (400) and refuses a taken id (409)', async () => {
    const problems = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
      const response = await send(method, url, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as string[];
    };
    expect(await problems('colors', { item: { id: 'X1', name: 'X', hex: 'red' } })).toEqual([
      'item.hex: must be # and six hex digits, e.g. #C8102E',
    ]);
    expect(await problems('colors', { item: { id: 'X1', name: '   ', hex: '#000000' } })).toEqual([
      'item.name: must not be empty',
    ]);
    expect(await problems('colors', { item: { id: 'a b', name: 'X', hex: '#000000' } })).toEqual([
      'item.id: must be letters, digits, - or _',
    ]);
    expect(await problems('colors', { item: { id: 'X1', name: 'red', hex: '#000000' } })).toEqual([
      'item.name: must be unique in the list (RED is named red)',
    ]);
    expect(
      await problems('engravefontoptions', {
        item: { id: 'XL', name: 'Huge', maxChars: { front: 99, back: 4, left: 2, right: 2, key: 2 } },
      }),
    ).toEqual(['item.maxChars.front: must be at most 14 (the longest engraving line)']);
    expect(
      await problems('keycodebuckettype', {
        item: { id: 'B9', name: 'B9', pins: 5, depthMin: 9, depthMax: 9, depthStep: 1, macs: 5 },
      }),
    ).toEqual(['item.depthMax: must be greater than depthMin']);
    expect(
      await problems('lockMaterials', { item: { id: 'PEWTER', name: 'Pewter', description: '', bucket: 'ZZ9' } }),
    ).toEqual(['item.bucket: no key code bucket has id ZZ9']);
    // SAP's lengths (issue 25): sales organization 4, distribution channel 2, division 2.
    expect(
      await problems('salesareas', {
        item: {
          id: 'US99',
          name: 'US too long',
          currency: 'USD',
          salesOrganization: '17100',
          distributionChannel: '100',
          division: '000',
          countries: ['US'],
        },
      }),
    ).toEqual([
      'item.salesOrganization: must be at most 4 characters',
      'item.distributionChannel: must be at most 2 characters',
      'item.division: must be at most 2 characters',
    ]);
    expect(
      await problems('colors/RED', { expectedVersion: 1, item: { id: 'RED', name: 'Red', hex: '#000000' } }, 'PUT'),
    ).toEqual(['item.hex: cannot change once added (orders use it); retire the color and add a new one']);
    expect(
      await problems('colors/RED', { expectedVersion: 1, item: { id: 'ROT', name: 'Rot', hex: '#C8102E' } }, 'PUT'),
    ).toEqual(['item.id: must stay RED (ids never change once added)']);
    const thermo = (await entry('lockmaterialdependencies', 'THERMO')).item as { colorIds: string[] };
    expect(
      await problems(
        'lockmaterialdependencies/THERMO',
        { expectedVersion: 1, item: { ...thermo, colorIds: [...thermo.colorIds.slice(1), 'NOPE'] } },
        'PUT',
      ),
    ).toEqual([
      'item.colorIds: cannot drop RED (orders may use it with this material); retire the color instead',
      'item.colorIds: no color has id NOPE',
    ]);
    const body = await send('POST', 'colors', { item: 'not an object' });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors[0]).toMatch(/^item: /);
    const taken = await send('POST', 'colors', { item: { id: 'RED', name: 'Red again', hex: '#000000' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toContain('already exists');
  });

  it('renames an item at the version loaded; a stale rename is refused (409) and changes nothing', async () => {
    const renamed = await send('PUT', 'shackleTypes/ST15', {
      expectedVersion: 1,
      item: { id: 'ST15', name: 'Steel 38 mm', conductive: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ version: 2, item: { name: 'Steel 38 mm' } });
    expect(((await offered('shackleTypes')).json() as { name: string }[])[0]!.name).toBe('Steel 38 mm');
    const stale = await send('PUT', 'shackleTypes/ST15', {
      expectedVersion: 1,
      item: { id: 'ST15', name: 'Someone else', conductive: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('changed by someone else');
    expect((await entry('shackleTypes', 'ST15')).item.name).toBe('Steel 38 mm');
    expect(
      (
        await send('PUT', 'shackleTypes/NOPE', {
          expectedVersion: 1,
          item: { id: 'NOPE', name: 'x', conductive: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await audit())[0]).toMatchObject({
      action: 'edit',
      entityId: 'shackleTypes/ST15',
      before: { item: { name: 'Steel, 1-1/2 in (38 mm)' } },
      after: { item: { name: 'Steel 38 mm' } },
    });
    // A material dependency gains a color: the new color is offered with that material.
    const thermo = await entry('lockmaterialdependencies', 'THERMO');
    const gained = await send('PUT', 'lockmaterialdependencies/THERMO', {
      expectedVersion: thermo.version,
      item: { ...thermo.item, colorIds: [...(thermo.item.colorIds as string[]), 'MINT'] },
    });
    expect(gained.statusCode, gained.body).toBe(200);
  });

  it('retires a color: no longer offered to staff or guests, while an order that uses it opens and saves unchanged', async () => {
    const created = await createOrder();
    expect(created.statusCode).toBe(201);
    const order = created.json() as SafekeyOrder;
    const tree = treeOf(order);
    expect(lockSetsWithPaths(tree)[0]!.lockSet.colorID).toBe('RED');
    const guestKey = await guestKeyFor(api.testApp, order.orderID);
    const etag = (await offered('colors')).headers.etag;

    const red = await entry('colors', 'RED');
    expect((await send('POST', 'colors/RED/retire', { expectedVersion: red.version + 1 })).statusCode).toBe(409);
    const retired = await send('POST', 'colors/RED/retire', { expectedVersion: red.version });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ id: 'RED', retired: true, retiredAt: expect.any(String) });
    expect((await send('POST', 'colors/RED/retire', { expectedVersion: red.version + 1 })).json().detail).toContain(
      'already retired',
    );

    expect(await ids('colors')).not.toContain('RED');
    expect((await offered('colors')).headers.etag).not.toBe(etag);
    const guestColors = await api.app.inject({
      url: '/api/View/lookup/colors',
      headers: { 'view-authorization': guestKey },
    });
    expect((guestColors.json() as { id: string }[]).map((color) => color.id)).not.toContain('RED');
    // Dependencies still name it, so the editor finds a lock set in Red valid; it offers only listed colors.
    const dependencies = (await offered('lockmaterialdependencies')).json() as { colorIds: string[] }[];
    expect(dependencies.some((dependency) => dependency.colorIds.includes('RED'))).toBe(true);

    // The order that uses it still opens, for staff and its guest, and saves unchanged.
    const opened = await api.app.inject({ url: `/api/orders/${order.orderID}`, headers: api.staff });
    expect(opened.statusCode).toBe(200);
    expect(lockSetsWithPaths(treeOf(opened.json()))[0]!.lockSet.colorID).toBe('RED');
    const guestOpened = await api.app.inject({
      url: `/api/View/orders/${order.orderID}`,
      headers: { 'view-authorization': guestKey },
    });
    expect(guestOpened.statusCode).toBe(200);
    const saved = await saveTree(order, tree, order.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().status).toBe(STATUS.Ready);

    // A new lock set in the retired color is a new choice: refused at its field.
    const first = tree.masterKeys[0]!.lockSets[0]!;
    const added: LockSystemTree = {
      ...tree,
      masterKeys: [
        {
          ...tree.masterKeys[0]!,
          lockSets: [...tree.masterKeys[0]!.lockSets, { ...first, lockSetID: randomUUID(), lockSetName: 'LOCK SET 2' }],
        },
      ],
    };
    const refused = await saveTree(order, added, order.version + 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      'tree.masterKeys[0].lockSets[1].colorID: RED is retired: choose another color',
    ]);

    // A new system starts in an offered color.
    const fresh = (await createOrder({ orderSystemName: 'After retirement' })).json() as SafekeyOrder;
    expect(lockSetsWithPaths(treeOf(fresh))[0]!.lockSet.colorID).not.toBe('RED');
    expect(fresh.orderLockSystems[0]!.status).toBe(STATUS.Ready);

    const restored = await send('POST', 'colors/RED/restore', { expectedVersion: red.version + 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ retired: false, retiredAt: null, version: red.version + 2 });
    expect(await ids('colors')).toContain('RED');
    expect((await audit()).slice(0, 2).map((row) => row.action)).toEqual(['restore', 'retire']);
  });

  it('refuses a retired sales area for a new order but keeps it for an order that has it', async () => {
    const order = (await createOrder({ salesArea: 'US10' })).json() as SafekeyOrder;
    const area = await entry('salesareas', 'US10');
    expect((await send('POST', 'salesareas/US10/retire', { expectedVersion: area.version })).statusCode).toBe(200);
    const refused = await createOrder({ salesArea: 'US10' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['salesArea: US10 is retired: choose another sales area']);
    const header = await api.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderID}/header`,
      payload: {
        expectedVersion: order.version,
        orderSystemName: 'Renamed',
        orderPONumber: '',
        currency: 'USD',
        salesArea: 'US10',
        comments: '',
        systemBucketType: 'SP6',
      },
      headers: api.staff,
    });
    expect(header.statusCode, header.body).toBe(200);
    await send('POST', 'salesareas/US10/restore', { expectedVersion: area.version + 1 });
  });

  it('never retires the last offered item of a list, KD, or a material dependency', async () => {
    const kd = await entry('keyOptions', 'KD');
    const refusedKd = await send('POST', 'keyOptions/KD/retire', { expectedVersion: kd.version });
    expect(refusedKd.statusCode).toBe(409);
    expect(refusedKd.json().detail).toContain('keyed different');
    const buckets = (await send('GET', 'keycodebuckettype')).json().items as AdminLookupEntry[];
    for (const bucket of buckets.slice(0, -1))
      expect(
        (await send('POST', `keycodebuckettype/${bucket.id}/retire`, { expectedVersion: bucket.version })).statusCode,
      ).toBe(200);
    const last = buckets.at(-1)!;
    const refused = await send('POST', `keycodebuckettype/${last.id}/retire`, { expectedVersion: last.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `${last.id} is the last key code bucket offered: add another before retiring it.`,
    );
    for (const bucket of buckets.slice(0, -1))
      await send('POST', `keycodebuckettype/${bucket.id}/restore`, { expectedVersion: bucket.version + 1 });
    expect((await send('POST', 'lockmaterialdependencies/THERMO/retire', { expectedVersion: 1 })).statusCode).toBe(404);
  });
});
