import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { SignInThrottle } from '../sign-in-throttle.ts';

/** What the Authentication API's services work with. */
export interface AuthnContext {
  db: Db;
  /** The issuer's origin: every link of an answer points there (the SDK follows them). */
  origin: string;
  /** The web app's origin: the links in recovery emails open its sign-in screens. */
  appOrigin: string;
  /** Whether the development mailbox can be read: pushes are answered from it, so only then is there a push factor. */
  mailbox: boolean;
  /** The embedded sign-in's one throttle, which the sign-in page uses too: its lock-out is the account's. */
  throttle: SignInThrottle;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Where a request came from, as the sign-in records it. */
export interface AuthnClient {
  ip: string;
  /** The `X-Device-Fingerprint` header, when the SDK was asked to send it. */
  fingerprint?: string;
  userAgent?: string;
}
