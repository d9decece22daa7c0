import { readStartupParameters, resolveStartup, type SafekeyOrder, type StartupDecision } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type RequestOptions } from '../../lib/api-client.ts';
import { readSession } from '../../stores/session-store.ts';
import { runStaffStartup } from './run-startup.ts';

const CUSTOMER = {
  ccid: '0000100001',
  name: 'Acme Chemical Works',
  address: { street: '1 St', city: 'Houston', region: 'TX', postalCode: '77029', country: 'US' },
  salesArea: 'US10',
  contacts: [],
  createdAt: '2026-11-22T00:00:00.000Z',
};

function order(overrides: Partial<SafekeyOrder> = {}): SafekeyOrder {
  return {
    orderID: '11111111-1111-4111-8111-111111111111',
    safeKeyAppOrderID: 7,
    companyID: '1710',
    ccid: CUSTOMER.ccid,
    sapOrderID: null,
    sapOrderNumber: '0000004711',
    sapOrderDate: null,
    sapLineNumber: '10',
    quoteNumber: null,
    designID: null,
    orderPONumber: '',
    comments: '',
    orderSystemName: '',
    orderType: 0,
    totalPrice: 3970,
    orderStatus: 0,
    orderStatusLabel: 'Draft',
    currency: 'USD',
    salesArea: 'US10',
    version: 1,
    createdAt: '2026-11-22T00:00:00.000Z',
    updatedAt: '2026-11-22T00:00:00.000Z',
    orderLockSystems: [],
    ...overrides,
  };
}

/** A fake API: answers by path; records every call. */
function fakeClient(routes: Record<string, (options: RequestOptions) => unknown>) {
  const calls: { path: string; options: RequestOptions }[] = [];
  const client: ApiClient = {
    async request<T>(path: string, options: RequestOptions = {}) {
      calls.push({ path, options });
      const key = `${options.method ?? 'GET'} ${path}`;
      const handler = routes[key];
      if (!handler) throw new ApiError(404, { title: 'Not Found', status: 404 });
      return handler(options) as T;
    },
  };
  return { client, calls };
}

const decide = (search: string) =>
  resolveStartup('/', readStartupParameters(search), true) as Extract<
    StartupDecision,
    { kind: 'user-load' | 'new-for-customer' }
  >;

const common = {
  'GET features/quoting': () => true,
  'GET customers/0000100001': () => CUSTOMER,
  'GET LookUp/salesareas': () => DEMO_CATALOG.lookups.salesareas,
  'GET LookUp/keycodebuckettype': () => DEMO_CATALOG.lookups.keycodebuckettype,
};

describe('runStaffStartup', () => {
  beforeEach(() => localStorage.clear());

  it('opens the existing system of a SAP order line', async () => {
    const { client, calls } = fakeClient({ ...common, 'GET orders/sap/0000004711/lines/10': () => order() });
    const outcome = await runStaffStartup(client, decide('ccid=100001&sapordernumber=4711&linenumber=10'));
    expect(outcome).toEqual({ to: '/key-system' });
    expect(calls.some((call) => call.options.method === 'POST')).toBe(false);
    expect(readSession()).toMatchObject({
      orderID: order().orderID,
      ccid: '0000100001',
      sapOrderNumber: '0000004711',
      sapLineNumber: '10',
      customer: { name: 'Acme Chemical Works' },
    });
  });

  it("creates the line's system when SAP opens it the first time", async () => {
    const post = vi.fn(() => order());
    const { client } = fakeClient({ ...common, 'POST orders': post });
    const outcome = await runStaffStartup(client, decide('ccid=100001&orderid=4711&saplinenumber=10&ponumber=PO-5'));
    expect(outcome.to).toBe('/key-system');
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          orderType: 'order',
          ccid: '0000100001',
          sapOrderNumber: '0000004711',
          sapLineNumber: '10',
          orderPONumber: 'PO-5',
          // A name that says where it came from, not 'Unnamed system'.
          orderSystemName: 'SAP order 4711 line 10',
          currency: 'USD',
          salesArea: 'US10',
          systemBucketType: 'SP6',
        }),
      }),
    );
  });

  it('loads or creates a quote by its number', async () => {
    const post = vi.fn(() => order({ orderType: 1, quoteNumber: 'Q-9', sapOrderNumber: null, sapLineNumber: null }));
    const { client } = fakeClient({ ...common, 'POST orders': post });
    await runStaffStartup(client, decide('ccid=100001&quotenumber=q-9'));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          orderType: 'quote',
          quoteNumber: 'Q-9',
          sapOrderNumber: null,
          orderSystemName: 'Quote Q-9',
        }),
      }),
    );
    expect(readSession()).toMatchObject({ isQuote: true, quoteNumber: 'Q-9' });
  });

  it('turns a quote away with the toast when quoting is off', async () => {
    const { client } = fakeClient({ ...common, 'GET features/quoting': () => false });
    expect(await runStaffStartup(client, decide('ccid=100001&quotenumber=Q1'))).toEqual({
      to: '/customer-search',
      toast: {
        kind: 'warning',
        text: 'Quoting feature is disabled. Please contact your administrator for assistance.',
      },
    });
  });

  it('opens a design by its numeric id', async () => {
    const { client } = fakeClient({
      ...common,
      'GET orders/designs/123': () => order({ orderType: 2, designID: 123, sapOrderNumber: null, sapLineNumber: null }),
    });
    expect(await runStaffStartup(client, decide('ccid=100001&designid=123'))).toEqual({ to: '/key-system' });
    expect(readSession()).toMatchObject({ designID: '123', loadByDesignID: true });
  });

  it('starts a new design or a new order for the customer on the header screen', async () => {
    const { client } = fakeClient(common);
    expect(await runStaffStartup(client, decide('ccid=100001&designid=new'))).toEqual({ to: '/system-add-or-edit' });
    expect(readSession()).toMatchObject({ ccid: '0000100001', designID: 'new', orderID: null });
    expect(await runStaffStartup(client, decide('ccid=100001'))).toEqual({ to: '/system-add-or-edit' });
    expect(readSession()).toMatchObject({
      ccid: '0000100001',
      designID: null,
      isQuote: false,
      orderID: null,
      lockSetCounter: 2,
      masterKeyCounter: 0,
    });
  });

  it('shows the error page for an unknown customer or design', async () => {
    const { client } = fakeClient(common);
    expect((await runStaffStartup(client, decide('ccid=999'))).errorState).toMatchObject({
      status: 404,
      message: expect.stringContaining('0000000999'),
    });
    expect((await runStaffStartup(client, decide('ccid=100001&designid=555'))).errorState).toMatchObject({
      status: 404,
    });
  });

  describe('links that do not resolve open nothing and save nothing (issue 30)', () => {
    const run = (client: ApiClient, search: string) =>
      runStaffStartup(client, decide(search), readStartupParameters(search));

    it('says what is malformed in a rep’s words, before asking the API anything', async () => {
      const { client, calls } = fakeClient(common);
      expect((await run(client, 'ccid=abc')).errorState).toEqual({
        status: 400,
        title: 'Bad Request (400)',
        message: 'The link has a customer number that is not a number (“abc”): customer numbers have 1 to 10 digits.',
      });
      expect((await run(client, 'ccid=100001&sapordernumber=12-ab&linenumber=10')).errorState).toMatchObject({
        status: 400,
        message: expect.stringContaining('SAP order number SAP does not use (“12-ab”)'),
      });
      expect((await run(client, 'ccid=100001&designid=abc')).errorState).toMatchObject({
        status: 400,
        message: 'The link has a design id that is not a number (“abc”).',
      });
      expect(calls).toEqual([]);
    });

    it('shows SAP’s refusal of an order it does not hold, and of another customer’s', async () => {
      const refuse = (status: number, code: string, detail: string) => () => {
        throw new ApiError(status, { title: 'x', status, code, detail });
      };
      const unknown = fakeClient({
        ...common,
        'POST orders': refuse(404, 'SAP_DOCUMENT_NOT_FOUND', 'SAP has no sales order 12AB.'),
      });
      expect((await run(unknown.client, 'ccid=100001&sapordernumber=12ab&linenumber=10')).errorState).toMatchObject({
        status: 404,
        message: 'SAP has no sales order 12AB.',
      });
      const quote = fakeClient({
        ...common,
        'POST orders': refuse(404, 'SAP_DOCUMENT_NOT_FOUND', 'SAP has no quotation 2999999999.'),
      });
      expect((await run(quote.client, 'ccid=100001&quotenumber=2999999999')).errorState).toMatchObject({
        message: 'SAP has no quotation 2999999999.',
      });
      expect(readSession().orderID ?? null).toBeNull();
    });

    it('does not open another customer’s system under this customer’s header', async () => {
      const { client } = fakeClient({
        ...common,
        'GET customers/0000100002': () => ({ ...CUSTOMER, ccid: '0000100002', name: 'Great Lakes Steel Mill' }),
        'GET orders/sap/0000000001/lines/10': () => order({ sapOrderNumber: '0000000001' }),
      });
      expect((await run(client, 'ccid=0000100002&sapordernumber=0000000001&linenumber=10')).errorState).toEqual({
        status: 400,
        title: 'Bad Request (400)',
        message:
          'SAP order 1 belongs to customer 100001, not to Great Lakes Steel Mill (100002). Open it from that customer, or check the link.',
      });
      expect(readSession().orderID ?? null).toBeNull();
    });
  });

  describe('links that name something else than they seem (issue 47)', () => {
    const run = (client: ApiClient, search: string) =>
      runStaffStartup(client, decide(search), readStartupParameters(search));

    it('does not open another customer’s design under this customer’s header', async () => {
      const { client } = fakeClient({
        ...common,
        'GET customers/0000100002': () => ({ ...CUSTOMER, ccid: '0000100002', name: 'Great Lakes Steel Mill' }),
        'GET orders/designs/10': () => order({ orderType: 2, designID: 10, sapOrderNumber: null, sapLineNumber: null }),
      });
      expect((await run(client, 'ccid=100002&designid=10')).errorState).toEqual({
        status: 400,
        title: 'Bad Request (400)',
        message:
          'Design 10 belongs to customer 100001, not to Great Lakes Steel Mill (100002). Open it from that customer, or check the link.',
      });
      expect(readSession().orderID ?? null).toBeNull();
    });

    it('opens the system another tab created a moment before from the same SAP line', async () => {
      let created = false;
      const { client } = fakeClient({
        ...common,
        'GET orders/sap/0000004711/lines/10': () => {
          if (!created) throw new ApiError(404, { title: 'Not Found', status: 404 });
          return order();
        },
        'POST orders': () => {
          created = true; // the other tab's POST won the race
          throw new ApiError(409, {
            title: 'Conflict',
            status: 409,
            detail: 'SAP order 0000004711 line 10 already has a system.',
          });
        },
      });
      expect(await run(client, 'ccid=100001&sapordernumber=4711&linenumber=10')).toEqual({ to: '/key-system' });
      expect(readSession().orderID).toBe(order().orderID);
    });

    it('says which sales area and currency a new system gets when the link’s cannot be used', async () => {
      const post = vi.fn(() => order());
      const { client } = fakeClient({ ...common, 'POST orders': post });
      const outcome = await run(client, 'ccid=100001&sapordernumber=4711&linenumber=10&salesarea=FOO&currency=XXX');
      expect(outcome).toEqual({
        to: '/key-system',
        toast: {
          kind: 'warning',
          text: "The link's sales area “FOO” is not in the catalog: sales area US10 (United States) is used. The link's currency “XXX” is not the currency of sales area US10: prices are in USD.",
        },
      });
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ body: expect.objectContaining({ salesArea: 'US10', currency: 'USD' }) }),
      );
      const fresh = await run(fakeClient(common).client, 'ccid=100001&salesarea=ca10&currency=usd');
      expect(fresh.toast?.text).toBe(
        "The link's currency “USD” is not the currency of sales area CA10: prices are in CAD.",
      );
      expect(readSession()).toMatchObject({ salesArea: 'CA10', orderCurrency: 'CAD' });
    });
  });
});
