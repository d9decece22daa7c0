import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import type { JWK } from 'jose';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { UI_VERSION, type RuntimeConfig } from '@keyplan/domain';
import { registerAuth } from './auth/register-auth.ts';
import type { AppConfig } from './config/env.ts';
import { createDatabase, migrateToLatest, type Db } from './db/database.ts';
import { createErrorHandler } from './errors.ts';
import { EMBEDDED_JIRA_PREFIX, registerEmbeddedJira } from './help-desk/embedded-jira.routes.ts';
import { createHelpService } from './help-desk/help.service.ts';
import { createJiraClient } from './help-desk/jira-client.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerHelpRoutes } from './routes/help/index.ts';
import { registerMeRoutes } from './routes/me/index.ts';
import { registerSystemRoutes } from './routes/system/index.ts';
import { createServerTelemetry } from './telemetry.ts';
import { createCustomerService } from './customers/customer.service.ts';
import { createFeatureFlagService } from './feature-flags/feature-flag.service.ts';
import { createOrderService } from './orders/order.service.ts';
import { registerCustomerRoutes } from './routes/customers/index.ts';
import { registerFeatureRoutes } from './routes/features/index.ts';
import { registerLookupRoutes } from './routes/lookups/index.ts';
import { registerOrderRoutes } from './routes/orders/index.ts';
import { registerViewRoutes } from './routes/view/index.ts';
import { seedDatabase } from './seed/seed.ts';
import { viewAuthorizationPlugin } from './view/view-authorization-plugin.ts';

export interface BuildOptions {
  /** Folder of the built web app. */
  webRoot?: string;
  /** Use this database instead of opening the configured one (tests). */
  db?: Db;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  /** Private key of the embedded issuer, when it runs (tests mint tokens with it). */
  embeddedSigningKey: JWK | undefined;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** `http://127.0.0.1:<port>` of this server once it listens: how it reaches its own stand-ins. */
export function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening yet');
  return `http://127.0.0.1:${address.port}`;
}

/** The path part of the API base, under which the API routes are registered. */
export function apiPrefix(apiBase: string): string {
  return new URL(apiBase, 'http://placeholder').pathname.replace(/\/+$/, '');
}

/** Builds the whole server: database, sign-in, API, stand-ins, docs and the web app. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? createDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db, { demoCustomers: config.seedDemoData });
  if (!options.db) app.addHook('onClose', async () => db.destroy());

  const telemetry = await createServerTelemetry(config.telemetryConnectionString, app.log);
  app.setErrorHandler(createErrorHandler(telemetry));

  await app.register(formBody);
  await registerSecurityHeaders(app, { externalIssuer: config.auth.externalIssuer });
  await registerOpenApi(app);
  const { embeddedSigningKey } = await registerAuth(app, config, db);
  await app.register(viewAuthorizationPlugin, { db });
  const featureFlags = createFeatureFlagService(db);
  const customers = createCustomerService(db);
  const orders = createOrderService(db, featureFlags);

  const { jira } = config;
  const jiraConnection =
    jira.kind === 'external'
      ? { baseUrl: () => jira.baseUrl, email: jira.email, apiToken: jira.apiToken }
      : { baseUrl: () => `${loopbackUrl(app)}${EMBEDDED_JIRA_PREFIX}`, email: 'keyplan@localhost', apiToken: randomBytes(24).toString('base64url') };
  if (jira.kind === 'embedded') {
    registerEmbeddedJira(app, { db, projectKey: config.jira.projectKey, credentials: jiraConnection });
  }
  const helpService = createHelpService({
    jira: createJiraClient(jiraConnection),
    projectKey: config.jira.projectKey,
    issueType: config.jira.issueType,
    telemetry,
  });

  const runtimeConfig: RuntimeConfig = {
    issuer: config.auth.issuer,
    clientId: config.auth.clientId,
    apiBase: config.apiBase,
    telemetryConnectionString: config.telemetryConnectionString ?? null,
    faqUrl: config.faqUrl ?? null,
    debug: config.debug,
    uiVersion: UI_VERSION,
  };
  registerSystemRoutes(app, { db, runtimeConfig });
  const api = apiPrefix(config.apiBase);
  await app.register(
    async (api) => {
      registerMeRoutes(api);
      registerHelpRoutes(api, helpService);
      registerLookupRoutes(api, db);
      registerFeatureRoutes(api, featureFlags);
      registerCustomerRoutes(api, customers, orders);
      registerOrderRoutes(api, orders);
      registerViewRoutes(api, orders);
    },
    { prefix: api },
  );
  await registerWebApp(app, { root: options.webRoot ?? DEFAULT_WEB_ROOT, apiBase: api });

  return { app, db, embeddedSigningKey };
}
