import { lockSystemTreeSchema, type SafekeyOrder } from '@keyplan/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  buildCreateOrder,
  buildCustomer,
  buildQuoteRequirements,
  guestKeyFor,
} from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

type Json = unknown;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Operation {
  method: Method;
  path: string;
}

/** `field: message`, the shape of every item of a 400's `errors` (the field may be `body`). */
const FIELD_MESSAGE = /^[^\s:][^:]*: \S/;

/** The SAP customer lookup answers 502 when SAP fails: an upstream answer, not one about the input. */
const UPSTREAM = /^\/api\/customers\/sap\//;

/** Every error answer is an RFC 9457 problem document with our code and trace id (decision 0005). */
function expectProblemDocument(
  label: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => Json },
) {
  const where = `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(String(response.headers['content-type']), where).toMatch(/^application\/problem\+json/);
  const problem = response.json() as Record<string, unknown>;
  expect(problem, where).toMatchObject({
    status: response.statusCode,
    title: expect.any(String),
    detail: expect.any(String),
    instance: expect.any(String),
    traceID: expect.any(String),
    code: expect.any(String),
  });
}

/** What SPEC asks of bad input: a 4xx naming the field and the rule, never a 5xx, always a problem document. */
function expectClientAnswer(
  label: string,
  url: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => Json },
) {
  if (response.statusCode >= 400) expectProblemDocument(label, response);
  if (response.statusCode === 502 && UPSTREAM.test(url)) return;
  expect(response.statusCode, `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (response.statusCode === 400) {
    const problem = response.json() as { errors?: unknown };
    expect(Array.isArray(problem.errors) && problem.errors.length > 0, `${label}: a 400 lists its errors`).toBe(true);
    for (const error of problem.errors as unknown[]) expect(String(error), label).toMatch(FIELD_MESSAGE);
  }
}

/** Every leaf path of a JSON value (arrays by index), to mutate one of them. */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.length === 0 ? [prefix] : value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A copy of `value` with the leaf at `path` replaced by `replacement`, or removed. */
function mutate(value: Json, path: (string | number)[], replacement: Json, remove: boolean): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  if (path.length === 0) return replacement;
  let parent: Record<string | number, Json> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (remove && Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** Replacement values that probe types, bounds and encodings. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    null,
    '',
    ' ',
    -1,
    0,
    1e308,
    2 ** 53,
    -0.5,
    'NaN',
    '0000000000',
    '../../etc/passwd',
    '<script>',
    "'; DROP TABLE orders; --",
    'x'.repeat(5000),
    '\u0000',
    '𝄞🔒',
  ),
);

/** Values for path parameters and queries: the real ids now and then, so handlers get past their look-ups. */
function pathValue(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '%', '..', '0', '-1', 'null', 'x'.repeat(300), 'ÄÖÜ', '1e3', 'true') },
  );
}

describe.each(DATABASE_KINDS)('malformed input gets a 4xx naming the field, never a 5xx (%s)', (database) => {
  let testApp: TestApp;
  let admin: Record<string, string>;
  let operations: Operation[];
  let order: SafekeyOrder;
  let quote: SafekeyOrder;
  let guestKey: string;

  beforeAll(async () => {
    // Listening: the SAP customer lookup calls the embedded stand-in over HTTP.
    testApp = await createTestApp({ database, listen: true });
    admin = await adminHeaders(testApp);
    const create = async (payload: object) =>
      (
        await testApp.app.inject({ method: 'POST', url: '/api/orders', payload, headers: admin })
      ).json() as SafekeyOrder;
    order = await create(buildCreateOrder({ ccid: '0000100002' }));
    quote = await create(buildCreateOrder({ ccid: '0000100002', orderType: 'quote' }));
    guestKey = await guestKeyFor(testApp, order.orderID);
    const document = (await testApp.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
  });
  afterAll(async () => testApp.close());

  const load = async (id: string) =>
    (await testApp.app.inject({ url: `/api/orders/${id}`, headers: admin })).json() as SafekeyOrder;

  it('every operation of the OpenAPI document, with odd path values, queries and bodies', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const real = [
      order.orderID,
      order.orderLockSystems[0]!.orderLockSystemID,
      quote.orderID,
      '0000100002',
      'colors',
      'USD',
      'quoting',
      '1',
      'Q1',
    ];
    const queryKeys = ['bittings', 'expectedVersion', 'orderLockSystemId', 'q', 'status', 'type', 'page', 'limit'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.array(pathValue(real), { minLength: 3, maxLength: 3 }),
        fc.dictionary(fc.constantFrom(...queryKeys), pathValue(real), { maxKeys: 3 }),
        fc.option(oddValue, { nil: undefined }),
        fc.constantFrom('admin', 'guest'),
        async (operation, values, query, body, caller) => {
          let next = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[next++ % values.length]!));
          const search = new URLSearchParams(query).toString();
          const url = search ? `${path}?${search}` : path;
          const headers = caller === 'admin' ? admin : { 'view-authorization': guestKey };
          const payload =
            operation.method === 'GET' || operation.method === 'DELETE' || body === undefined
              ? undefined
              : JSON.stringify(body);
          const response = await testApp.app.inject({
            method: operation.method,
            url,
            headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            payload,
          });
          expectClientAnswer(`${operation.method} ${url}`, url, response);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('valid bodies of the write routes with one field changed or removed', async () => {
    const system = order.orderLockSystems[0]!;
    const current = () => load(order.orderID);
    const writes: { label: string; method: Method; url: () => Promise<string>; body: () => Promise<Json> }[] = [
      {
        label: 'POST /api/orders',
        method: 'POST',
        url: async () => '/api/orders',
        body: async () => buildCreateOrder({ ccid: '0000100002' }),
      },
      {
        label: 'POST /api/customers',
        method: 'POST',
        url: async () => '/api/customers',
        body: async () => buildCustomer({ ccid: '9000000777' }),
      },
      {
        label: 'PUT …/tree',
        method: 'PUT',
        url: async () => `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
        body: async () => {
          const loaded = await current();
          return { expectedVersion: loaded.version, tree: lockSystemTreeSchema.parse(loaded.orderLockSystems[0]) };
        },
      },
      {
        label: 'PUT …/header',
        method: 'PUT',
        url: async () => `/api/orders/${order.orderID}/header`,
        body: async () => {
          const loaded = await current();
          const { orderSystemName, orderPONumber, currency, salesArea, comments } = loaded;
          return {
            orderSystemName,
            orderPONumber,
            currency,
            salesArea,
            comments,
            systemBucketType: loaded.orderLockSystems[0]!.systemBucketType,
            expectedVersion: loaded.version,
          };
        },
      },
      {
        label: 'PUT …/quote-requirements',
        method: 'PUT',
        url: async () => `/api/orders/${quote.orderID}/quote-requirements`,
        body: async () => buildQuoteRequirements(await load(quote.orderID)),
      },
      {
        label: 'POST /api/View/sessions',
        method: 'POST',
        url: async () => '/api/View/sessions',
        body: async () => ({ id: order.orderID, review: 'ABCD-EFGH-JKMN-PQRS-TVWX' }),
      },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.nat(),
        oddValue,
        fc.boolean(),
        async (write, pick, replacement, remove) => {
          const valid = await write.body();
          const paths = leafPaths(valid);
          const changed = mutate(valid, paths[pick % paths.length]!, replacement, remove);
          const url = await write.url();
          const response = await testApp.app.inject({
            method: write.method,
            url,
            headers: admin,
            payload: changed as object,
          });
          expectClientAnswer(write.label, url, response);
        },
      ),
      { numRuns: 300 },
    );
    // The system is still whole: whatever was refused wrote nothing half-way.
    const after = await current();
    expect(lockSystemTreeSchema.safeParse(after.orderLockSystems[0]).success).toBe(true);
  });
});
