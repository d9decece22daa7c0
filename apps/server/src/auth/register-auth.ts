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
import { createEmbeddedProvider } from './embedded-issuer/provider.ts';
import { createSecretBox } from '../secrets/secret-box.ts';
import { loadSecretsKey } from '../secrets/secrets-key.ts';

/**
 * Staff sign-in: the embedded OIDC provider when no external issuer is configured, and the
 * bearer-token checks either way. Returns the embedded issuer's private key for tests to mint
 * tokens with (undefined with an external issuer).
 */
export async function registerAuth(app: FastifyInstance, config: AppConfig, db: Db) {
  if (config.auth.externalIssuer) {
    await app.register(authPlugin, {
      verify: createAccessTokenVerifier({ ...config.auth, keys: remoteIssuerKeys(config.auth.issuer) }),
    });
    return { embeddedSigningKey: undefined };
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
  await app.register(middie, { hook: 'onRequest' });
  app.use(EMBEDDED_ISSUER_PATH, provider.callback());
  await registerInteractionRoutes(app, provider, db);
  await app.register(authPlugin, {
    verify: createAccessTokenVerifier({ ...config.auth, keys: localIssuerKeys([publicJwk(keys.signingKey)]) }),
  });
  return { embeddedSigningKey: keys.signingKey };
}
