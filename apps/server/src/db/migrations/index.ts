import type { Migration } from 'kysely';
import { foundation } from './0001-foundation.ts';
import { oidcPayloads } from './0002-oidc-payloads.ts';
import { ordersAndCatalog } from './0003-orders-and-catalog.ts';

/** Every migration in order. Names sort lexically; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-oidc-payloads': oidcPayloads,
  '0003-orders-and-catalog': ordersAndCatalog,
};
