import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';

/** What every MyAccount operation works with: the database, the caller, where links point, the clock. */
export interface MyAccountContext {
  db: Db;
  accountId: string;
  /** The provider's origin, e.g. `http://localhost:3000`: links are `{origin}/idp/myaccount/…`. */
  origin: string;
  now: () => number;
  log: FastifyBaseLogger;
  /** The caller's sign-in as the token tells it: `auth_time` (seconds) and its issuer session (`sid`, the session's uid). */
  signIn: { authTime?: number; sessionId?: string };
}

/** A link with the HTTP methods it allows, as the MyAccount API writes its `_links`. */
export function link(context: Pick<MyAccountContext, 'origin'>, path: string, ...allow: string[]) {
  return { href: `${context.origin}/idp/myaccount${path}`, hints: { allow } };
}
