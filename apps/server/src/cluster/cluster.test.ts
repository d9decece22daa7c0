import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { lockSystemTreeSchema, type SafekeyOrder } from '@keyplan/domain';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIssuerKeys } from '../stand-ins/oidc-issuer/issuer-keys.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { DEMO_PASSWORD } from '../stand-ins/oidc-issuer/demo-accounts.ts';
import { createSecretBox, generateSecretsKey } from '../secrets/secret-box.ts';
import { idempotencyReference } from '../submissions/submission-reference.ts';
import { buildCreateOrder } from '../../test-support/factories.ts';
import {
  haproxyInstalled,
  HAPROXY,
  startHaproxy,
  waitUntilBalanced,
  type LoadBalancer,
} from '../../test-support/haproxy.ts';
import { startRecordingProxy, type RecordingProxy } from '../../test-support/recording-proxy.ts';
import { createScratchDatabase } from '../../test-support/scratch-database.ts';
import { freePort } from '../../test-support/test-app.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { ADMIN, call, mintToken, STAFF, tryPassword } from '../../test-support/cluster-client.ts';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../../test-support/server-process.ts';

/** The settings the cluster runs with: the bounds the test holds it to. */
const CACHE_STALE_MS = 2000;
const STATUS_INTERVAL_MS = 2000;
const SAP = { username: 'KEYPLAN_COMM', password: 'cluster-secret' };
const SAP_DELAY_MS = 150;
/** `CLUSTER_TEST_BUILT=1` runs `node apps/server/dist/main.js` (after `npm run build`) instead of `src/main.ts` through tsx. */
const BUILT = { built: process.env.CLUSTER_TEST_BUILT === '1' };

const runs = Boolean(TEST_DATABASE_URL) && haproxyInstalled();
if (!runs)
  console.warn(
    `SKIPPED: the multi-instance test needs PostgreSQL (TEST_DATABASE_URL) and HAProxy (${HAPROXY}); it did not run.`,
  );

/**
 * Three Keyplan processes over one fresh PostgreSQL database behind HAProxy with docs/running-several-instances.md's
 * configuration, deploy/haproxy.cfg (issues 31 and 45, decisions 0031 and 0060). SAP is a fourth
 * Keyplan process's stand-in (on its own SQLite file), reached by all three through a recording
 * proxy, so that documents and reads are counted in one place.
 */
describe.skipIf(!runs)('several instances over one PostgreSQL database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'keyplan-cluster-'));
  const secretsKey = generateSecretsKey();
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sapHost: ServerProcess;
  let sapTap: RecordingProxy;
  let proxy: LoadBalancer;
  let ports: number[];
  const instances: ServerProcess[] = [];
  let db: Db;
  let staff: string;
  let admin: string;
  const everything = () => [sapHost, ...instances].filter(Boolean);

  const instanceEnv = (): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    SECRETS_KEY: secretsKey,
    PUBLIC_URL: proxy.url,
    SAP_BASE_URL: `${sapTap.url}/sap/opu/odata/sap`,
    SAP_USERNAME: SAP.username,
    SAP_PASSWORD: SAP.password,
    SAP_TIMEOUT_MS: '5000',
    SAP_STATUS_CHECK_INTERVAL_MS: String(STATUS_INTERVAL_MS),
    CACHE_STALE_MS: String(CACHE_STALE_MS),
    SHUTDOWN_GRACE_MS: '8000',
    // Above HAProxy's check interval (250 ms): a stopping instance is seen not ready before it closes.
    SHUTDOWN_READINESS_DELAY_MS: '1000',
    DATABASE_POOL_SIZE: '5',
  });
  const start = (index: number) => startServerProcess(`instance ${index + 1}`, ports[index]!, instanceEnv(), BUILT);

  beforeAll(async () => {
    database = await createScratchDatabase(TEST_DATABASE_URL!, 'keyplan_cluster');
    ports = await Promise.all([0, 1, 2, 3].map(() => freePort()));
    sapHost = startServerProcess(
      'SAP host',
      ports[3]!,
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SQLITE_FILE: join(folder, 'sap.sqlite'),
        SECRETS_KEY: generateSecretsKey(),
        SAP_STANDIN_CREDENTIALS: `${SAP.username}:${SAP.password}`,
      },
      BUILT,
    );
    await waitUntilReady(sapHost);
    sapTap = await startRecordingProxy(sapHost.url, { delayMs: SAP_DELAY_MS });
    proxy = await startHaproxy(ports.slice(0, 3), { checkMs: 250 });
  }, 90_000);

  afterAll(async () => {
    for (const server of everything()) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(everything().map((server) => server.exited));
    await db?.destroy();
    await proxy?.close();
    await sapTap?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  const explain = () =>
    everything()
      .map((server) => `--- ${server.name}\n${server.output.join('')}`)
      .join('\n');

  it('three instances started at once on an empty database all come up, migrated once', async () => {
    instances.push(start(0), start(1), start(2));
    await Promise.all(instances.map((instance) => waitUntilReady(instance, 90_000)));
    await waitUntilBalanced(proxy, 3);

    db = createDatabase({ kind: 'postgres', url: database.url });
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
    const colors = await db.selectFrom('lookup_items').select('item_id').where('lookup_name', '=', 'colors').execute();
    expect(new Set(colors.map((row) => row.item_id)).size).toBe(colors.length);

    const { signingKey } = await loadIssuerKeys(db, createSecretBox(Buffer.from(secretsKey, 'base64')));
    const issuer = `${proxy.url}/oauth2/default`;
    staff = await mintToken(signingKey as JWK, issuer, STAFF);
    admin = await mintToken(signingKey as JWK, issuer, ADMIN);
  }, 120_000);

  it('an admin retires a colour on one instance and no instance offers it after the bound', async () => {
    const offers = async (instance: ServerProcess) =>
      ((await call(instance.url, staff, 'GET', '/api/LookUp/colors')).body as { id: string }[]).map((c) => c.id);
    // Every instance has the list in memory, RED in it.
    for (const instance of instances) expect(await offers(instance)).toContain('RED');

    const list = await call(proxy.url, admin, 'GET', '/api/admin/lookups/colors');
    const red = (list.body as { items: { id: string; version: number }[] }).items.find((item) => item.id === 'RED')!;
    const retired = await call(proxy.url, admin, 'POST', '/api/admin/lookups/colors/RED/retire', {
      expectedVersion: red.version,
    });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    const at = Date.now();

    // The documented bound: CACHE_STALE_MS, plus the one version query (allowed 500 ms here).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + CACHE_STALE_MS + 500 - Date.now())));
    for (const instance of instances) expect(await offers(instance), instance.name).not.toContain('RED');
  }, 30_000);

  it('six wrong passwords spread over the instances lock the account', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      attempts.push(await tryPassword(proxy.url, 'viewer@example.com', 'wrong password', 1));
    expect(attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(new Set(attempts.map((attempt) => attempt.servedBy)).size).toBe(3);
    // Locked everywhere, even with the right password.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await tryPassword(proxy.url, 'viewer@example.com', DEMO_PASSWORD, attempt)).status).toBe(429);
  }, 60_000);

  const systemIds: string[] = [];

  it('30 submissions, one instance killed and another stopped during the sends, give exactly 30 SAP documents', async () => {
    // 30 orders Ready to submit, made through the proxy.
    const orders: SafekeyOrder[] = [];
    for (let batch = 0; batch < 6; batch += 1) {
      orders.push(
        ...(await Promise.all(
          [0, 1, 2, 3, 4].map(async () => {
            const created = (await call(proxy.url, staff, 'POST', '/api/orders', buildCreateOrder()))
              .body as SafekeyOrder;
            const system = created.orderLockSystems[0]!;
            const saved = await call(
              proxy.url,
              staff,
              'PUT',
              `/api/order-lock-systems/${system.orderLockSystemID}/tree`,
              {
                expectedVersion: created.version,
                tree: lockSystemTreeSchema.parse(system),
              },
            );
            expect(saved.status, JSON.stringify(saved.body)).toBe(200);
            return (await call(proxy.url, staff, 'GET', `/api/orders/${created.orderID}`)).body as SafekeyOrder;
          }),
        )),
      );
    }
    systemIds.push(...orders.map((order) => order.orderLockSystems[0]!.orderLockSystemID));

    // SAP answers slowly during the sends, so that they are still under way when instances stop.
    sapTap.setDelay(600);
    const submitted = await Promise.all(
      orders.map((order) =>
        call(
          proxy.url,
          staff,
          'POST',
          `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/submission`,
          {
            expectedVersion: order.version,
          },
        ),
      ),
    );
    expect(submitted.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
    expect(new Set(submitted.map((answer) => answer.servedBy)).size).toBe(3);

    // During the sends: whichever of instances 2 and 3 is seen holding rows first dies (kill -9),
    // the other is asked to stop (SIGTERM). Which one holds rows first depends on the machine's speed.
    const sendingBy = async (index: number) =>
      (
        await db
          .selectFrom('submission_outbox')
          .select(['order_lock_system_id', 'locked_by'])
          .where('order_lock_system_id', 'in', systemIds)
          .where('state', '=', 'sending')
          .execute()
      )
        .filter((row) => row.locked_by?.includes(`/${instances[index]!.child.pid}/`))
        .map((row) => row.order_lock_system_id);
    let held: string[] = [];
    let killed = 1;
    for (let wait = 0; held.length === 0 && wait < 400; wait += 1) {
      for (const index of [1, 2]) {
        held = await sendingBy(index);
        if (held.length > 0) {
          killed = index;
          break;
        }
      }
      if (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const stoppedIndex = killed === 1 ? 2 : 1;
    instances[killed]!.child.kill('SIGKILL');
    instances[stoppedIndex]!.child.kill('SIGTERM');
    expect(held.length, 'an instance was sending when it was killed').toBeGreaterThan(0);
    expect(await sentCount(), 'sends were still under way when the instances stopped').toBeLessThan(30);

    const stopped = await instances[stoppedIndex]!.exited;
    expect(stopped, explain()).toEqual({ code: 0, signal: null });

    // The survivor sends the rest, the killed instance's rows once their lease (15 s) ran out.
    const deadline = Date.now() + 60_000;
    while ((await sentCount()) < 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    const states = await db
      .selectFrom('submission_outbox')
      .select(['order_lock_system_id', 'state', 'attempts', 'last_error_code', 'last_error'])
      .where('order_lock_system_id', 'in', systemIds)
      .execute();
    expect(
      states.map((row) => row.state),
      `${JSON.stringify(states.filter((row) => row.state !== 'sent').slice(0, 3))}\n${explain()}`,
    ).toEqual(Array(30).fill('sent'));

    // What the killed instance held was taken over once its lease ran out: a second attempt.
    for (const row of states.filter((state) => held.includes(state.order_lock_system_id)))
      expect(row.attempts).toBeGreaterThanOrEqual(2);

    const sap = new SQLite(join(folder, 'sap.sqlite'), { readonly: true });
    try {
      const documents = sap
        .prepare("select reference from sap_sales_documents where category = 'order' and reference is not null")
        .all() as {
        reference: string;
      }[];
      expect(documents).toHaveLength(30);
      expect(new Set(documents.map((document) => document.reference))).toEqual(
        new Set(systemIds.map((id) => idempotencyReference(id))),
      );
    } finally {
      sap.close();
    }
  }, 150_000);

  async function sentCount(): Promise<number> {
    const row = await db
      .selectFrom('submission_outbox')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('order_lock_system_id', 'in', systemIds)
      .where('state', '=', 'sent')
      .executeTakeFirstOrThrow();
    return Number(row.sent);
  }

  it('the status check reads each order once per interval across the cluster', async () => {
    // The stopped instances come back (a rolling restart): three instances check again.
    instances[1] = start(1);
    instances[2] = start(2);
    await Promise.all(instances.map((instance) => waitUntilReady(instance, 90_000)));
    sapTap.setDelay(0);
    const numbers = (
      await db.selectFrom('orders').select('sap_order_number').where('sap_order_number', 'is not', null).execute()
    ).map((row) => row.sap_order_number!);
    expect(numbers).toHaveLength(30);

    const windowMs = 3 * STATUS_INTERVAL_MS + 500;
    const from = sapTap.log.length;
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const reads = sapTap.log.slice(from).flatMap((request) => {
      const match = /A_SalesOrder\('(\d+)'\)\?\$expand=to_Item$/.exec(request.url);
      return request.method === 'GET' && match ? [{ number: match[1]!, at: request.at }] : [];
    });
    // Three instances each checking on their own would read each order about three times per interval.
    const most = Math.floor(windowMs / STATUS_INTERVAL_MS) + 1;
    for (const number of numbers) {
      const count = reads.filter((read) => read.number.replace(/^0+/, '') === number.replace(/^0+/, '')).length;
      expect(count, `reads of ${number} in ${windowMs} ms`).toBeGreaterThanOrEqual(1);
      expect(count, `reads of ${number} in ${windowMs} ms`).toBeLessThanOrEqual(most);
    }
    expect(reads.length).toBeLessThanOrEqual(most * numbers.length);
  }, 150_000);
});
