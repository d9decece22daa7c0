import { lockSystemTreeSchema, type SafekeyOrder, type SubmissionState } from '@keyplan/domain';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { adminHeaders, buildCreateOrder, buildQuoteRequirements, staffHeaders } from './factories.ts';
import { quotationReferenceLine } from '../src/sap/sap-fields.ts';
import { fakeWebRoot, freePort, type TestApp } from './test-app.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';
import { idempotencyReference } from '../src/submissions/submission-reference.ts';
import { generateSecretsKey } from '../src/secrets/secret-box.ts';

/** Short delays and a short SAP timeout, so that retries and timeouts take milliseconds in tests. */
export const FAST_WORKER = { baseDelayMs: 20, pollIntervalMs: 20 } as const;
export const TEST_SAP_TIMEOUT_MS = 1000;
/** Fixed credentials of the stand-in, so that a test can act as a worker that died mid-send. */
export const TEST_STAND_IN = { username: 'stand-in', password: 'test-secret' } as const;

/**
 * One database that several apps can open one after the other (a restart), each listening on a
 * free port so that it reaches its SAP stand-in over HTTP.
 */
export async function createSharedDatabase(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  // One key for every start, as one deployment keeps its SECRETS_KEY across restarts.
  const secretsKey = generateSecretsKey();
  const db: Db = createDatabase(database.config);
  return {
    db,
    config: database.config,
    async startApp(options: Pick<BuildOptions, 'submissionWorker'> = {}): Promise<TestApp> {
      const port = await freePort();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SAP_TIMEOUT_MS: String(TEST_SAP_TIMEOUT_MS),
        SAP_STANDIN_CREDENTIALS: `${TEST_STAND_IN.username}:${TEST_STAND_IN.password}`,
        SECRETS_KEY: secretsKey,
      });
      config.database = database.config;
      const built = await buildApp(config, { webRoot: fakeWebRoot(), db, ...options });
      const baseUrl = await built.app.listen({ host: '127.0.0.1', port });
      return { ...built, config, baseUrl, close: async () => built.app.close() };
    },
    async dispose() {
      await db.destroy();
      await database.dispose();
    },
  };
}

/** A new order (or quote) saved once with its default tree: status Ready, version 2. */
export async function createReadyOrder(
  app: TestApp,
  overrides: Parameters<typeof buildCreateOrder>[0] = {},
): Promise<SafekeyOrder> {
  const headers = await staffHeaders(app);
  const created = (
    await app.app.inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(overrides), headers })
  ).json() as SafekeyOrder;
  const system = created.orderLockSystems[0]!;
  const saved = await app.app.inject({
    method: 'PUT',
    url: `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
    payload: { expectedVersion: created.version, tree: lockSystemTreeSchema.parse(system) },
    headers,
  });
  if (saved.statusCode !== 200) throw new Error(`saving the tree answered ${saved.statusCode}: ${saved.body}`);
  return (await app.app.inject({ url: `/api/orders/${created.orderID}`, headers })).json() as SafekeyOrder;
}

export async function submit(app: TestApp, order: SafekeyOrder, expectedVersion = order.version) {
  return app.app.inject({
    method: 'POST',
    url: `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/submission`,
    payload: { expectedVersion },
    headers: await staffHeaders(app),
  });
}

/** Polls the submission, as the web does, until it is sent or failed. */
export async function settled(app: TestApp, orderLockSystemId: string, timeoutMs = 15_000): Promise<SubmissionState> {
  const headers = await staffHeaders(app);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (
      await app.app.inject({ url: `/api/order-lock-systems/${orderLockSystemId}/submission`, headers })
    ).json() as SubmissionState;
    if (state.state === 'sent' || state.state === 'failed') return state;
    if (Date.now() > deadline) throw new Error(`the submission is still ${state.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The stand-in's sales orders carrying a lock system's reference. */
export async function sapOrdersOf(app: TestApp, orderLockSystemId: string) {
  const reference = idempotencyReference(orderLockSystemId);
  return (await app.sapStandIn!.salesOrders()).filter((document) => document.header.AssignmentReference === reference);
}

/** The stand-in's quotations carrying a lock system's reference on the first line of their header note. */
export async function sapQuotationsOf(app: TestApp, orderLockSystemId: string) {
  const line = quotationReferenceLine(idempotencyReference(orderLockSystemId));
  return (await app.sapStandIn!.quotations()).filter((document) =>
    ((document.header.to_Text as { LongText?: string }[] | undefined) ?? []).some(
      (text) => text.LongText?.split('\n')[0] === line,
    ),
  );
}

/** A quote Ready to submit, with quoting on and its quote requirements saved. */
export async function createReadyQuote(app: TestApp): Promise<SafekeyOrder> {
  await app.app.inject({
    method: 'PUT',
    url: '/api/features/quoting',
    payload: { enabled: true },
    headers: await adminHeaders(app),
  });
  const quote = await createReadyOrder(app, { orderType: 'quote' });
  const saved = await app.app.inject({
    method: 'PUT',
    url: `/api/orders/${quote.orderID}/quote-requirements`,
    payload: buildQuoteRequirements(quote),
    headers: await staffHeaders(app),
  });
  if (saved.statusCode !== 200) throw new Error(`quote requirements: ${saved.statusCode} ${saved.body}`);
  return { ...quote, version: saved.json<{ version: number }>().version };
}
