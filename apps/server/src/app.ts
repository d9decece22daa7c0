import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'jose';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { UI_VERSION, type RuntimeConfig } from '@keyplan/domain';
import { registerAuth } from './auth/register-auth.ts';
import type { LookupCache } from './catalog/lookup-cache.ts';
import { configureChartFilePool } from './rendering/chart-file-pool.ts';
import { configureDemoPrices } from './catalog/demo-prices.ts';
import type { AppConfig } from './config/env.ts';
import type { TrustProxy } from './config/env-schema.ts';
import { customerSearchThread } from './customers/customer-search-thread.ts';
import { createDatabase, migrateToLatest, pingDatabase, whileStarting, type Db } from './db/database.ts';
import { createErrorHandler } from './errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { BODY_SIZES, registerBodySizes } from './plugins/body-sizes.ts';
import { handleClientError, registerClosingAnswer } from './plugins/client-errors.ts';
import { registerJsonOnly } from './plugins/json-only.ts';
import { logDestination, OneLinePerRequest } from './plugins/log-destination.ts';
import { registerRejectNul } from './plugins/reject-nul.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { serializeRequestForLog } from './review/log-redaction.ts';
import { registerApiRoutes } from './api-routes.ts';
import { registerSystemRoutes } from './routes/system/index.ts';
import { createReadiness, type Readiness } from './routes/system/readiness.ts';
import { seedDatabase } from './seed/seed.ts';
import { createServices } from './services.ts';
import { registerStandIns } from './stand-ins/register-stand-ins.ts';
import type { EmbeddedSap } from './stand-ins/sap/embedded-sap.routes.ts';
import { backfillSubmittedPrices } from './submissions/submitted-price-backfill.ts';
import type { SubmissionWorkerOptions } from './submissions/submission.worker.ts';
import { createServerTelemetry } from './telemetry.ts';
import { viewAuthorizationPlugin } from './view/view-authorization-plugin.ts';

export interface BuildOptions {
  /** Folder of the built web app. */
  webRoot?: string;
  /** Use this database instead of opening the configured one (tests). */
  db?: Db;
  /** The outbox worker: off (`enabled: false`) or with short delays in tests. */
  submissionWorker?: SubmissionWorkerOptions & { enabled?: boolean };
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  /** Private key of the embedded issuer, when it runs (tests mint tokens with it). */
  embeddedSigningKey: JWK | undefined;
  /** The embedded SAP stand-in with its fault switches, when it runs (no SAP_BASE_URL). */
  sapStandIn: EmbeddedSap | undefined;
  /** The lookup lists served from memory: whatever writes the catalog calls its `invalidate`. */
  lookups: LookupCache;
  /** Whether `/readyz` says this instance takes requests; `drain()` on SIGTERM. */
  readiness: Readiness;
  /** Stops the background work (outbox, status check, price book activation), waiting for the sends under way. */
  stopBackgroundWork: () => Promise<void>;
  /** Gives back the outbox rows this instance is still sending, for another instance to send. */
  releaseLeases: () => Promise<number>;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The path part of the API base, under which the API routes are registered. */
function apiPrefix(apiBase: string): string {
  return new URL(apiBase, 'http://placeholder').pathname.replace(/\/+$/, '');
}

/** The TRUST_PROXY setting as Fastify takes it: a hop count becomes "trust the nearest N proxies". */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole server: database, sign-in, API, stand-ins, docs and the web app. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  // Filled once telemetry exists: the router's own refusals (a bad URL, an over-long parameter) use it too.
  const errors: { handle?: ReturnType<typeof createErrorHandler> } = {};
  const app = Fastify({
    frameworkErrors: (error, request, reply) => errors.handle!(error, request, reply),
    // What Node's parser refuses (431, 408, 400) and what arrives while closing (503): problem documents too.
    clientErrorHandler: handleClientError,
    return503OnClosing: false,
    logger: {
      level: config.logLevel,
      // No redaction paths: the request serializer keeps no headers (no token, no cookie), and pino's
      // redaction cloned every line to look for paths that were never there (issue 32).
      serializers: { req: serializeRequestForLog },
      stream: logDestination(),
    },
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    // Every route gets its own (plugins/body-sizes.ts); this one is what a request to no route may send.
    bodyLimit: BODY_SIZES.none.bytes,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? createDatabase(config.database, config.databasePool);
  // One pool per process: worker threads spend the process's memory (decision 0057).
  configureChartFilePool(config.chartFiles);
  // Production prices nothing by the demo catalog's seeded prices (decision 0068).
  configureDemoPrices(config);
  // Several instances may start together: one migrates and seeds, the others wait for it (decision 0031).
  // Systems submitted before their lines were kept get them back where they can be found (decision 0050).
  const backfill = await whileStarting(db, async (connection) => {
    await migrateToLatest(connection);
    await seedDatabase(connection, { demoCustomers: config.seedDemoData });
    return backfillSubmittedPrices(connection);
  });
  if (backfill.kept + backfill.unkept > 0) app.log.info(backfill, 'submitted prices: lines found again / not kept');
  if (!options.db) app.addHook('onClose', async () => db.destroy());

  const telemetry = await createServerTelemetry(config.telemetryConnectionString, app.log);
  errors.handle = createErrorHandler(telemetry);
  app.setErrorHandler(errors.handle);

  registerClosingAnswer(app);
  registerBodySizes(app);
  registerJsonOnly(app);
  registerRejectNul(app);
  const api = apiPrefix(config.apiBase);
  await registerSecurityHeaders(app, {
    externalIssuer: config.auth.externalIssuer,
    issuerFrames: config.auth.authnApi,
    telemetryConnectionString: config.telemetryConnectionString,
    apiPrefix: api,
  });
  await registerOpenApi(app, { serve: config.apiDocs });
  // The stand-ins of outside systems that are not configured, registered in one place (decision 0067).
  const standIns = await registerStandIns(app, config, db);
  await registerAuth(app, config, standIns.embeddedIssuerKey);
  await app.register(viewAuthorizationPlugin, { db });
  // On a SQLite file, searches run in a thread of their own: they never hold other requests (issue 44).
  const searchThread =
    !options.db && config.database.kind === 'sqlite' && config.database.file !== ':memory:'
      ? customerSearchThread(config.database.file)
      : undefined;
  if (searchThread) app.addHook('onClose', () => searchThread.close());

  const { enabled: workerEnabled = true, ...workerOptions } = options.submissionWorker ?? {};
  const { services, workers } = createServices(db, {
    config,
    log: app.log,
    telemetry,
    sapConnection: standIns.sapConnection,
    jiraConnection: standIns.jiraConnection,
    customerSearch: searchThread?.search,
    submissionWorker: workerOptions,
  });
  if (workerEnabled) {
    // On listen: the stand-in is reached over loopback HTTP, which needs the bound port.
    for (const worker of [workers.submissionWorker, workers.sapStatusWorker, workers.priceBookActivation]) {
      app.addHook('onListen', async () => worker.start());
      app.addHook('preClose', async () => worker.stop());
    }
  }

  const runtimeConfig: RuntimeConfig = {
    issuer: config.auth.issuer,
    clientId: config.auth.clientId,
    apiBase: config.apiBase,
    telemetryConnectionString: config.telemetryConnectionString ?? null,
    faqUrl: config.faqUrl ?? null,
    debug: config.debug,
    uiVersion: UI_VERSION,
    myAccount:
      config.auth.myAccountScopes.length > 0
        ? { origin: new URL(config.auth.issuer).origin, scopes: config.auth.myAccountScopes }
        : null,
    authnApi: config.auth.authnApi,
  };
  const readiness = createReadiness();
  registerSystemRoutes(app, { pingDatabase: () => pingDatabase(db), runtimeConfig, readiness });
  await app.register(
    async (api) => {
      await registerApiRoutes(api, services);
      standIns.registerApiRoutes(api, workers.sapStatusWorker);
    },
    { prefix: api },
  );
  await registerWebApp(app, { root: options.webRoot ?? DEFAULT_WEB_ROOT, apiBase: api });

  return {
    app,
    db,
    embeddedSigningKey: standIns.embeddedSigningKey,
    sapStandIn: standIns.sapStandIn,
    lookups: services.lookups,
    readiness,
    stopBackgroundWork: async () => {
      workers.priceBookActivation.stop();
      await Promise.all([workers.submissionWorker.stop(), workers.sapStatusWorker.stop()]);
    },
    releaseLeases: () => workers.submissionWorker.releaseLeases(),
  };
}
