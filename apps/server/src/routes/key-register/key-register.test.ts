import type { KeyRegister, KeyRegisterChange } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { installedOrder, installedSystem } from '../../../test-support/key-register.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe.each(DATABASE_KINDS)('key register (%s)', (database) => {
  const api = useTestApp({ database });
  const url = (id: string) => `/api/lock-systems/${id}/key-register`;
  const change = (id: string, symbol: string, copy: number | string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: `${url(id)}/keys/${symbol}/copies/${copy}`, payload, headers: api.staff });
  const read = async (id: string) => (await api.app.inject({ url: url(id), headers: api.staff })).json() as KeyRegister;
  const holder = { name: 'Ann Lee', department: 'Maintenance', employeeId: 'E-104' };

  it('lists every copy cut as not handed out, then keeps each hand-out, return and loss with its history', async () => {
    const { lockSystemId: id, orderId } = await installedOrder(api, '0000100007');
    const fresh = await read(id);
    // Every copy was cut by the order that built the system.
    expect(new Set(fresh.keys.flatMap((key) => key.copies.map((copy) => copy.cutBy?.orderID)))).toEqual(
      new Set([orderId]),
    );
    expect(fresh.systemName).toBe('Plant lockout');
    expect(fresh.keys.map((key) => [key.keySymbol, key.copies.map((copy) => copy.state)])).toEqual([
      ['A', ['notHandedOut']],
      ['AA', ['notHandedOut']],
      ['AA1', ['notHandedOut', 'notHandedOut']],
    ]);
    expect(fresh.counts).toEqual({ copies: 4, handedOut: 0, notHandedOut: 4, lost: 0, broken: 0 });

    const handOut = await change(id, 'AA1', 2, { action: 'handOut', holder, on: '2026-01-05' });
    expect(handOut.statusCode, handOut.body).toBe(201);
    const given = handOut.json() as KeyRegisterChange;
    expect(given).toMatchObject({
      keySymbol: 'AA1',
      copyNumber: 2,
      action: 'handOut',
      actor: 'rep',
      before: { state: 'notHandedOut', holder: null },
      after: { state: 'handedOut', holder, issuedOn: '2026-01-05' },
    });
    const after = await read(id);
    expect(after.keys[2]!.copies[1]).toMatchObject({
      state: 'handedOut',
      holder,
      issuedOn: '2026-01-05',
      handOutId: given.id,
      recordedBy: given.actor,
    });
    expect(after.counts).toMatchObject({ handedOut: 1, notHandedOut: 3 });

    // A second hand-out of a held copy is refused; a return, then a loss, are kept.
    const twice = await change(id, 'AA1', 2, { action: 'handOut', holder });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('held by Ann Lee');
    expect((await change(id, 'AA1', 2, { action: 'return', on: '2026-01-04' })).json().errors).toEqual([
      'on: must not be before it was handed out (2026-01-05)',
    ]);
    expect((await change(id, 'AA1', 2, { action: 'return', on: '2026-02-01' })).statusCode).toBe(201);
    expect((await change(id, 'AA1', 2, { action: 'reportLost', note: 'Left in a van' })).statusCode).toBe(201);
    const lostAgain = await change(id, 'AA1', 2, { action: 'handOut', holder });
    expect(lostAgain.statusCode).toBe(409);
    expect(lostAgain.json().detail).toBe('AA1 copy 2: This copy was reported lost; its code stays reserved.');

    const history = (
      await api.app.inject({ url: `${url(id)}/history?keySymbol=AA1&copyNumber=2`, headers: api.staff })
    ).json() as KeyRegisterChange[];
    expect(history.map((entry) => [entry.action, entry.before.state, entry.after.state])).toEqual([
      ['reportLost', 'notHandedOut', 'lost'],
      ['return', 'handedOut', 'notHandedOut'],
      ['handOut', 'notHandedOut', 'handedOut'],
    ]);
    expect(history[0]!.note).toBe('Left in a van');
    expect(history[1]!.after).toMatchObject({ holder, returnedOn: '2026-02-01' });
    expect((await read(id)).counts).toMatchObject({ lost: 1, handedOut: 0 });
  });

  it('refuses unknown keys, copies and malformed changes with 4xx naming the field and rule', async () => {
    const id = await installedSystem(api, '0000100008');
    const errors = async (symbol: string, copy: number | string, payload: Record<string, unknown>) => {
      const response = await change(id, symbol, copy, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as string[];
    };
    expect(await errors('AZ9', 1, { action: 'return' })).toEqual(['keySymbol: no key of this system has symbol AZ9']);
    expect(await errors('AA1', 3, { action: 'return' })).toEqual([
      'copyNumber: must be 1 to 2 (2 keys were cut of AA1)',
    ]);
    expect(await errors('AA1', 0, { action: 'return' })).toEqual(['copyNumber: must be at least 1']);
    expect(await errors('aa1', 1, { action: 'return' })).toEqual([
      'keySymbol: must be a key symbol such as A, AB or AB3',
    ]);
    expect(await errors('AA1', 1, { action: 'burn' })).toEqual([
      'action: must be handOut, return, editHolder, reportLost or reportBroken',
    ]);
    expect(await errors('AA1', 1, { action: 'handOut', holder: { name: ' ', department: 'x'.repeat(81) } })).toEqual([
      'holder.name: is required',
      'holder.department: must be at most 80 characters',
    ]);
    expect(await errors('AA1', 1, { action: 'handOut', holder, on: '2999-01-01' })).toEqual([
      'on: must not be in the future',
    ]);
    expect(await errors('AA1', 1, { action: 'handOut', holder, on: '5 May' })).toContain(
      'on: must be a date as YYYY-MM-DD',
    );
    expect((await change(id, 'AA1', 1, { action: 'return' })).statusCode).toBe(409);
    const unknown = await api.app.inject({ url: url('00000000-0000-4000-8000-000000000000'), headers: api.staff });
    expect(unknown.statusCode).toBe(404);
    expect((await api.app.inject({ url: url(id) })).statusCode).toBe(401);
  });

  it("keeps the customer's key policy", async () => {
    const policyUrl = '/api/customers/0000100007/key-policy';
    const put = (payload: Record<string, unknown>) =>
      api.app.inject({ method: 'PUT', url: policyUrl, payload, headers: api.staff });
    expect((await put({ text: 'Keys stay on site.' })).statusCode).toBe(200);
    expect((await api.app.inject({ url: policyUrl, headers: api.staff })).json()).toEqual({
      text: 'Keys stay on site.',
    });
    expect((await put({ text: 'x'.repeat(2001) })).json().errors).toEqual(['text: must be at most 2000 characters']);
  });
});
