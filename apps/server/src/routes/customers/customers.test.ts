import { describe, expect, it } from 'vitest';
import { buildCreateOrder, buildCustomer, viewerHeaders } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

describe.each(DATABASE_KINDS)('customers (%s)', (database) => {
  const api = useTestApp({ database });

  const get = (url: string, headers = api.staff) => api.app.inject({ url, headers });
  const create = (payload: unknown) =>
    api.app.inject({ method: 'POST', url: '/api/customers', payload: payload as object, headers: api.staff });

  it('seeds at least 25 demo customers with 10-digit ccids', async () => {
    const page = (await get('/api/customers?pageSize=100')).json();
    expect(page.total).toBeGreaterThanOrEqual(25);
    for (const customer of page.items) expect(customer.ccid).toMatch(/^\d{10}$/);
  });

  it.each([
    ['name, any case', 'acme', ['Acme Chemical Works']],
    ['city', 'GLASGOW', ['Clyde Marine Engineering']],
    ['ccid digits', '0000200005', ['Maritime Fish Processors']],
    ['nothing matching', 'zzzz', []],
    ['city without its accent', 'trois-rivieres', ['Laurentian Pulp & Paper']],
    ['city with a space for its hyphen', 'trois rivieres', ['Laurentian Pulp & Paper']],
    ['city without its hyphen', 'TroisRivières', ['Laurentian Pulp & Paper']],
    ['name without its spaces', 'acmechemical', ['Acme Chemical Works']],
    ['postal code, any case and spacing', 'p3a1a1', ['Northern Hydro Generation']],
    ['a literal percent sign', '%', []],
  ])('searches by %s', async (_what, query, names) => {
    const response = await get(`/api/customers?query=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((customer: { name: string }) => customer.name)).toEqual(names);
  });

  it('finds the customers of a country by its two-letter code', async () => {
    const canadians = (await get('/api/customers?query=ca&pageSize=100')).json().items as {
      address: { country: string };
    }[];
    expect(canadians.filter((customer) => customer.address.country === 'CA').length).toBeGreaterThanOrEqual(5);
    const all = (await get('/api/customers?pageSize=100')).json().items as { address: { country: string } }[];
    expect(canadians.filter((customer) => customer.address.country === 'CA')).toHaveLength(
      all.filter((customer) => customer.address.country === 'CA').length,
    );
  });

  it('pages through results in name order', async () => {
    const first = (await get('/api/customers?pageSize=10&page=1')).json();
    const third = (await get('/api/customers?pageSize=10&page=3')).json();
    const beyond = (await get(`/api/customers?pageSize=10&page=${Math.ceil(first.total / 10) + 1}`)).json();
    expect(first.items).toHaveLength(10);
    expect(third.items).toHaveLength(10);
    expect(beyond.items).toEqual([]);
    const names = first.items.map((customer: { name: string }) => customer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await get('/api/customers?pageSize=1000')).json().errors).toEqual(['pageSize: must be at most 100']);
  });

  it('gets a customer by ccid, padding it to ten digits', async () => {
    const response = await get('/api/customers/100001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ccid: '0000100001', name: 'Acme Chemical Works', salesArea: 'US10' });
    expect((await get('/api/customers/9999999999')).statusCode).toBe(404);
    expect((await get('/api/customers/ABC')).json().errors).toEqual(['ccid: must be 1 to 10 digits']);
  });

  it('creates a customer, and refuses the same ccid again with 409', async () => {
    const created = await create(buildCustomer({ ccid: '77' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ccid: '0000000077', name: 'Test Plant Inc', address: { country: 'US' } });
    expect((await get('/api/customers/0000000077')).statusCode).toBe(200);
    const duplicate = await create(buildCustomer({ ccid: '0000000077', name: 'Other' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('A customer with ccid 0000000077 already exists.');
    expect((await get('/api/customers/0000000077')).json().name).toBe('Test Plant Inc');
  });

  it.each([
    [{ ccid: '12a' }, 'ccid: must be 1 to 10 digits'],
    [{ ccid: '12345678901' }, 'ccid: must be 1 to 10 digits'],
    [{ name: '  ' }, 'name: is required'],
    [{ name: 'x'.repeat(81) }, 'name: must be at most 80 characters'],
    [
      { address: { street: 'a', city: 'b', region: '', postalCode: '1', country: 'USA' } },
      'address.country: must be a two-letter ISO country code',
    ],
    [
      { contacts: [{ firstName: 'A', lastName: 'B', email: 'not-mail', phone: null }] },
      'contacts[0].email: must be an email address',
    ],
    [{ salesArea: 'MARS' }, 'salesArea: must be one of US10, CA10, EU10, UK10'],
  ])('refuses %j with a field error', async (change, message) => {
    const response = await create(buildCustomer({ ccid: '8800000001', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([message]);
  });

  it("lists a customer's systems with status labels, filtered by status and type", async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder({ ccid: '0000100002' }),
      headers: api.staff,
    });
    await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder({ ccid: '0000100002', orderType: 'design' }),
      headers: api.staff,
    });
    const all = (await get('/api/customers/0000100002/systems')).json();
    expect(
      all.map((system: { statusLabel: string; orderType: number }) => [system.statusLabel, system.orderType]).sort(),
    ).toEqual([
      ['Draft', 0],
      ['Draft', 2],
    ]);
    expect((await get('/api/customers/0000100002/systems?type=design')).json()).toHaveLength(1);
    expect((await get('/api/customers/0000100002/systems?status=Submitted')).json()).toEqual([]);
    expect((await get('/api/customers/0000100002/systems?status=Draft,Deleted')).json()).toHaveLength(2);
    expect((await get('/api/customers/0000100002/systems?status=Lost')).statusCode).toBe(400);
    expect((await get('/api/customers/0000999999/systems')).statusCode).toBe(404);
  });

  it("keeps each customer's language, SAP's at first, and changes it", async () => {
    const changeLanguage = (ccid: string, payload: unknown, headers = api.staff) =>
      api.app.inject({ method: 'PUT', url: `/api/customers/${ccid}/language`, payload: payload as object, headers });
    // Laurentian Pulp & Paper (Quebec) and Bilbao Aceros (Spain) read French and Spanish; Acme English.
    expect((await get('/api/customers/200003')).json().language).toBe('fr-CA');
    expect((await get('/api/customers/300004')).json().language).toBe('es-MX');
    expect((await get('/api/customers/100001')).json().language).toBe('en-US');

    const changed = await changeLanguage('100001', { language: 'es-MX' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ccid: '0000100001', language: 'es-MX' });
    expect((await get('/api/customers/100001')).json().language).toBe('es-MX');

    const refused = await changeLanguage('100001', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['language: must be one of en-US, fr-CA, es-MX']);
    expect((await changeLanguage('9999999999', { language: 'fr-CA' })).statusCode).toBe(404);
    expect((await changeLanguage('100001', { language: 'fr-CA' }, await viewerHeaders(api.testApp))).statusCode).toBe(
      403,
    );
    expect((await get('/api/customers/100001')).json().language).toBe('es-MX');
  });

  it('answers 401 without a token and 403 for a non-staff person', async () => {
    expect((await api.app.inject({ url: '/api/customers' })).statusCode).toBe(401);
    expect((await get('/api/customers', await viewerHeaders(api.testApp))).statusCode).toBe(403);
  });
});
