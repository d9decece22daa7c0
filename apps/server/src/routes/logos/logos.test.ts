import type { LockSystemTree, SafekeyOrder, StoredLogo } from '@keyplan/domain';
import { LOGO_MAX_BYTES, lockSystemTreeSchema, logoProblem } from '@keyplan/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, staffHeaders } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

describe.each(DATABASE_KINDS)('logos (%s)', (database) => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  let order: SafekeyOrder;
  let systemId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    staff = await staffHeaders(testApp);
    order = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json() as SafekeyOrder;
    systemId = order.orderLockSystems[0]!.orderLockSystemID;
  });
  afterAll(async () => testApp.close());

  const upload = (body: Buffer, contentType = 'application/octet-stream', id = systemId) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${id}/logos`,
      payload: body,
      headers: { ...staff, 'content-type': contentType },
    });

  it('stores a PNG and a JPEG, judged by their bytes, and serves each back as what it is', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const response = await upload(bytes, 'application/octet-stream');
      expect(response.statusCode).toBe(201);
      const logo = response.json() as StoredLogo;
      expect(logo).toMatchObject({ contentType: type, size: bytes.length });
      const served = await testApp.app.inject({ url: `/api/logos/${logo.logoId}`, headers: staff });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses SVG and HTML whatever type they claim, and stores nothing', async () => {
    for (const contentType of ['image/png', 'image/svg+xml', 'text/html']) {
      const response = await upload(SVG, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(['logo: must be a PNG or JPEG image']);
    }
    const count = await testApp.db
      .selectFrom('logos')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('content_type', 'not in', ['image/png', 'image/jpeg'])
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('refuses a file over 1 MB with 413 naming the limit', async () => {
    const large = Buffer.alloc(LOGO_MAX_BYTES + 1);
    PNG.copy(large);
    const response = await upload(large, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual(['logo: must be at most 1 MB']);
  });

  it('answers 404 for an unknown lock system and 401 without a bearer', async () => {
    expect((await upload(PNG, 'image/png', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/order-lock-systems/${systemId}/logos`,
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a tree refer only to logos uploaded to its own system', async () => {
    const logo = (await upload(PNG)).json() as StoredLogo;
    const tree = lockSystemTreeSchema.parse(order.orderLockSystems[0]) as LockSystemTree;
    const withLogo = structuredClone(tree);
    withLogo.masterKeys[0]!.lockSets[0]!.logoFront = logo.logoId;
    withLogo.masterKeys[0]!.lockSets[0]!.logoBack = '00000000-0000-4000-8000-00000000beef';
    const save = (body: LockSystemTree, expectedVersion: number) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/order-lock-systems/${systemId}/tree`,
        payload: { expectedVersion, tree: body },
        headers: staff,
      });
    const refused = await save(withLogo, order.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      'tree.masterKeys[0].lockSets[0].logoBack: no such logo was uploaded to this system',
    ]);
    withLogo.masterKeys[0]!.lockSets[0]!.logoBack = null;
    const saved = await save(withLogo, order.version);
    expect(saved.statusCode).toBe(200);
    const reloaded = (
      await testApp.app.inject({ url: `/api/orders/${order.orderID}`, headers: staff })
    ).json() as SafekeyOrder;
    expect(reloaded.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.logoFront).toBe(logo.logoId);
  });

  it('drops, on a save, the logos no lock set refers to once they are a day old; younger ones wait for their draft', async () => {
    const created = (
      await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(), headers: staff })
    ).json() as SafekeyOrder;
    const id = created.orderLockSystems[0]!.orderLockSystemID;
    const [used, stale, fresh] = await Promise.all(
      [PNG, JPEG, PNG].map(
        async (bytes) => ((await upload(bytes, 'application/octet-stream', id)).json() as StoredLogo).logoId,
      ),
    );
    const otherSystems = ((await upload(JPEG)).json() as StoredLogo).logoId;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await testApp.db
      .updateTable('logos')
      .set({ created_at: twoDaysAgo })
      .where('logo_id', 'in', [used!, stale!, otherSystems])
      .execute();

    const tree = structuredClone(lockSystemTreeSchema.parse(created.orderLockSystems[0]) as LockSystemTree);
    tree.masterKeys[0]!.lockSets[0]!.logoBack = used!;
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${id}/tree`,
      payload: { expectedVersion: created.version, tree },
      headers: staff,
    });
    expect(saved.statusCode).toBe(200);

    const status = async (logoId: string) =>
      (await testApp.app.inject({ url: `/api/logos/${logoId}`, headers: staff })).statusCode;
    expect(await status(used!)).toBe(200);
    expect(await status(stale!)).toBe(404);
    expect(await status(fresh!)).toBe(200);
    // Another system's old, unreferenced logo is not this save's business.
    expect(await status(otherSystems)).toBe(200);
  });

  it('refuses a PNG of 10000 × 10000 pixels with 400 naming the rule', async () => {
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    const response = await upload(huge, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['logo: must be at most 2000 × 2000 pixels']);
  });

  it('answers any bytes with 201 for an image or 400 naming the logo, never a 5xx', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 40 }).map((tail) => new Uint8Array([...PNG.subarray(0, 16), ...tail])),
      fc.uint8Array({ maxLength: 40 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, ...tail, 0xff, 0xd9])),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.constantFrom('application/octet-stream', 'image/png', 'image/svg+xml', 'text/html'),
        async (body, contentType) => {
          const response = await upload(Buffer.from(body), contentType);
          const problem = logoProblem(body);
          expect(response.statusCode, response.body.slice(0, 200)).toBe(problem ? 400 : 201);
          if (problem) expect(response.json().errors).toEqual([`logo: ${problem}`]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
