import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { AppConfig } from '../config/env.ts';
import { createAccessTokenVerifier, localIssuerKeys, remoteIssuerKeys } from './access-token.ts';
import { authPlugin } from './auth-plugin.ts';

/**
 * Staff bearer tokens: checked against the external issuer's published keys, or against the
 * embedded issuer's own public key when it runs (`embeddedIssuerKey`).
 */
export async function registerAuth(app: FastifyInstance, config: AppConfig, embeddedIssuerKey: JWK | undefined) {
  const keys = embeddedIssuerKey ? localIssuerKeys([embeddedIssuerKey]) : remoteIssuerKeys(config.auth.issuer);
  await app.register(authPlugin, { verify: createAccessTokenVerifier({ ...config.auth, keys }) });
}
