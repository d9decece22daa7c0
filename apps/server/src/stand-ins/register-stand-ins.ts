import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { JiraConnection } from '../help-desk/jira-client.ts';
import type { SapConnection } from '../sap/sap-client.ts';
import { EMBEDDED_JIRA_PREFIX, registerEmbeddedJira } from './jira/embedded-jira.routes.ts';
import { registerIssuerAccountAdminRoutes } from './oidc-issuer/authn/account-admin.routes.ts';
import { registerEmbeddedIssuer, type EmbeddedIssuer } from './oidc-issuer/register-embedded-issuer.ts';
import { EMBEDDED_SAP_PREFIX, registerEmbeddedSap, type EmbeddedSap } from './sap/embedded-sap.routes.ts';
import { registerSapFaultRoutes } from './sap/fault-switch.routes.ts';
import { createSapStandInAdmin } from './sap/sap-stand-in-admin.service.ts';

/** `http://127.0.0.1:<port>` of this server once it listens: how it reaches its own stand-ins. */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening yet');
  return `http://127.0.0.1:${address.port}`;
}

export interface StandIns {
  /** The embedded issuer's private key, when it runs (tests mint tokens with it). */
  embeddedSigningKey: JWK | undefined;
  /** The embedded issuer's public key, which the bearer-token check then trusts. */
  embeddedIssuerKey: JWK | undefined;
  /** The SAP stand-in with its fault switches, when it runs (no SAP_BASE_URL). */
  sapStandIn: EmbeddedSap | undefined;
  /** How Keyplan reaches SAP: the configured system, or the stand-in over loopback. */
  sapConnection: SapConnection;
  /** How Keyplan reaches Jira: the configured site, or the stand-in over loopback. */
  jiraConnection: JiraConnection;
  /** The stand-ins' own admin routes under the API base: issuer accounts, SAP's fault switches. */
  registerApiRoutes: (api: FastifyInstance, sapStatusCheck: { checkNow(): Promise<number> }) => void;
}

/**
 * Every stand-in of an outside system that is not configured (decision 0004): the OIDC issuer with
 * MyAccount (no OIDC_ISSUER), Jira (no JIRA_BASE_URL), SAP (no SAP_BASE_URL). Registered here and
 * nowhere else, so the product's modules never import a stand-in.
 */
export async function registerStandIns(app: FastifyInstance, config: AppConfig, db: Db): Promise<StandIns> {
  const issuer: EmbeddedIssuer | undefined = config.auth.externalIssuer
    ? undefined
    : await registerEmbeddedIssuer(app, config, db);

  const { jira } = config;
  const jiraConnection: JiraConnection =
    jira.kind === 'external'
      ? { baseUrl: () => jira.baseUrl, email: jira.email, apiToken: jira.apiToken }
      : {
          baseUrl: () => `${loopbackUrl(app)}${EMBEDDED_JIRA_PREFIX}`,
          email: 'keyplan@localhost',
          apiToken: randomBytes(24).toString('base64url'),
        };
  if (jira.kind === 'embedded') {
    registerEmbeddedJira(app, { db, projectKey: jira.projectKey, credentials: jiraConnection });
  }

  const { sap } = config;
  const sapConnection: SapConnection = sap.external
    ? { ...sap.external, baseUrl: () => sap.external!.baseUrl, timeoutMs: sap.timeoutMs }
    : {
        baseUrl: () => `${loopbackUrl(app)}${EMBEDDED_SAP_PREFIX}`,
        ...(sap.standInCredentials ?? { username: 'keyplan', password: randomBytes(24).toString('base64url') }),
        timeoutMs: sap.timeoutMs,
      };
  const sapStandIn = sap.external
    ? undefined
    : registerEmbeddedSap(app, {
        db,
        credentials: sapConnection,
        holdMs: sap.timeoutMs + 1000,
        chartedCustomerMessage: sap.chartedCustomerMessage,
      });
  // Its partners are made before the app is ready: the migrations have run (buildApp, decision 0031).
  await sapStandIn?.addOwnPartners();

  return {
    embeddedSigningKey: issuer?.signingKey,
    embeddedIssuerKey: issuer?.publicKey,
    sapStandIn,
    sapConnection,
    jiraConnection,
    registerApiRoutes: (api, sapStatusCheck) => {
      if (issuer) registerIssuerAccountAdminRoutes(api, issuer.accounts);
      if (sapStandIn && sap.standInSwitches) {
        registerSapFaultRoutes(api, createSapStandInAdmin(db, sapStandIn, sapStatusCheck));
      }
    },
  };
}
