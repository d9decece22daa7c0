import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { EMBEDDED_ISSUER_PATH } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { createAccessTokenVerifier, localIssuerKeys, remoteIssuerKeys } from './access-token.ts';
import { authPlugin } from './auth-plugin.ts';
import { registerInteractionRoutes } from './embedded-issuer/interaction-routes.ts';
import { loadIssuerKeys, publicJwk } from './embedded-issuer/issuer-keys.ts';
import { purgeExpiredOidcPayloads } from './embedded-issuer/oidc-payload.repository.ts';
import { createEmbeddedProvider, originsOf } from './embedded-issuer/provider.ts';
import { registerAuthnRoutes } from './embedded-issuer/authn/authn.routes.ts';
import { createIssuerAccountAdmin } from './embedded-issuer/authn/account-admin.service.ts';
import { createSignInThrottle } from './embedded-issuer/sign-in-throttle.ts';
import { seedDemoAccounts } from './embedded-issuer/issuer-accounts.ts';
import { registerMyAccountRoutes } from './my-account/my-account.routes.ts';
import { createSecretBox } from '../secrets/secret-box.ts';
import { loadSecretsKey } from '../secrets/secrets-key.ts';

/**
 * The embedded issuer (a Koa app) under its path, through @fastify/middie in a context of its own:
 * its routes catch every URL under the path, so the middleware's check runs for the issuer's
 * requests only, not as a global hook on every request (issue 32). It answers in onRequest, before
 * any body is read (its token endpoint reads its form itself); the middleware sees the URL without
 * the path, as when it was mounted globally.
 */
async function embeddedIssuerPlugin(
  issuer: FastifyInstance,
  { callback }: { callback: (request: IncomingMessage, response: ServerResponse) => unknown },
) {
  await issuer.register(middie, { hook: 'onRequest' });
  issuer.use(EMBEDDED_ISSUER_PATH, callback);
  const unreachable = () => {
    throw new Error('the embedded issuer did not answer');
  };
  for (const url of [EMBEDDED_ISSUER_PATH, `${EMBEDDED_ISSUER_PATH}/*`]) {
    issuer.all(url, { schema: { hide: true } }, unreachable);
  }
}

/**
 * Staff sign-in: the embedded OIDC provider when no external issuer is configured, and the
 * bearer-token checks either way. Returns the embedded issuer's private key for tests to mint
 * tokens with, and its account administration (both undefined with an external issuer).
 */
export async function registerAuth(app: FastifyInstance, config: AppConfig, db: Db) {
  if (config.auth.externalIssuer) {
    await app.register(authPlugin, {
      verify: createAccessTokenVerifier({ ...config.auth, keys: remoteIssuerKeys(config.auth.issuer) }),
    });
    return { embeddedSigningKey: undefined, issuerAccounts: undefined };
  }
  const keys = await loadIssuerKeys(db, createSecretBox(loadSecretsKey(config.secretsKey)));
  const provider = createEmbeddedProvider(config, keys, db);
  const purge = setInterval(
    () => {
      purgeExpiredOidcPayloads(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purging sign-in state failed'),
      );
    },
    60 * 60 * 1000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  await app.register(embeddedIssuerPlugin, { callback: provider.callback() });
  await seedDemoAccounts(db);
  await registerInteractionRoutes(app, provider, db);
  const throttle = createSignInThrottle(db);
  const authn = {
    db,
    origin: new URL(config.auth.issuer).origin,
    appOrigins: originsOf(config.publicUrl),
    mailbox: config.auth.issuerMailbox,
    anyOrigin: config.nodeEnv === 'development',
    throttle,
  };
  await registerAuthnRoutes(app, authn);
  const issuerAccounts = createIssuerAccountAdmin({ ...authn, appOrigin: authn.appOrigins[0]!, log: app.log });
  const verify = createAccessTokenVerifier({ ...config.auth, keys: localIssuerKeys([publicJwk(keys.signingKey)]) });
  await app.register(authPlugin, { verify });
  await registerMyAccountRoutes(app, {
    db,
    verify,
    origin: new URL(config.auth.issuer).origin,
    mailbox: config.auth.issuerMailbox,
  });
  return { embeddedSigningKey: keys.signingKey, issuerAccounts };
}
