import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { createAccessTokenVerifier, localIssuerKeys } from '../../auth/access-token.ts';
import type { AppConfig } from '../../config/env.ts';
import { EMBEDDED_ISSUER_PATH } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { createSecretBox } from '../../secrets/secret-box.ts';
import { loadSecretsKey } from '../../secrets/secrets-key.ts';
import { registerMyAccountRoutes } from '../my-account/my-account.routes.ts';
import { createIssuerAccountAdmin, type IssuerAccountAdmin } from './authn/account-admin.service.ts';
import { registerAuthnRoutes } from './authn/authn.routes.ts';
import { registerInteractionRoutes } from './interaction-routes.ts';
import { seedDemoAccounts } from './issuer-accounts.ts';
import { loadIssuerKeys, publicJwk } from './issuer-keys.ts';
import { purgeExpiredOidcPayloads } from './oidc-payload.repository.ts';
import { createEmbeddedProvider, originsOf } from './provider.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

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

export interface EmbeddedIssuer {
  /** The issuer's private signing key (tests mint tokens with it). */
  signingKey: JWK;
  /** Its public key, which the app's bearer-token check trusts. */
  publicKey: JWK;
  /** Its account administration (the admin screen's issuer accounts). */
  accounts: IssuerAccountAdmin;
}

/**
 * The embedded OIDC issuer (oidc-provider), its authentication API and Okta's MyAccount API, for
 * running without an external issuer (decision 0004).
 */
export async function registerEmbeddedIssuer(app: FastifyInstance, config: AppConfig, db: Db): Promise<EmbeddedIssuer> {
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
  const publicKey = publicJwk(keys.signingKey);
  const verify = createAccessTokenVerifier({ ...config.auth, keys: localIssuerKeys([publicKey]) });
  await registerMyAccountRoutes(app, {
    db,
    verify,
    origin: new URL(config.auth.issuer).origin,
    mailbox: config.auth.issuerMailbox,
  });
  return { signingKey: keys.signingKey, publicKey, accounts: issuerAccounts };
}
