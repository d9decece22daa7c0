import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { authenticate } from './issuer-accounts.ts';
import { AUTO_SIGN_OUT_SCRIPT, AUTO_SIGN_OUT_SCRIPT_PATH, signInPage } from './pages.ts';
import { INTERACTION_PATH } from './provider.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { redeemSessionToken } from './authn/authn-success.ts';
import { nextStepAfterPassword } from './authn/sign-in.ts';

const paramsSchema = z.object({ uid: z.string().min(1).max(100) });
const loginSchema = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(200).default(''),
});

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html').send(html);
}

/**
 * The embedded issuer's own sign-in page. oidc-provider hands an interaction to us; we check
 * the password and tell the provider who signed in (or that the person cancelled). The page posts
 * a form: these routes alone parse form bodies, in a scope of their own.
 */
export async function registerInteractionRoutes(parent: FastifyInstance, provider: Provider, db: Db) {
  await parent.register(async (app) => {
    await app.register(formBody);
    signInRoutes(app, provider, db);
  });
}

function signInRoutes(app: FastifyInstance, provider: Provider, db: Db) {
  const hidden = { hide: true, params: paramsSchema };
  const throttle = createSignInThrottle(db);

  app.get(AUTO_SIGN_OUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTO_SIGN_OUT_SCRIPT),
  );

  app.get(`${INTERACTION_PATH}/:uid`, { schema: hidden }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const email = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    if (details.params.sessionToken !== undefined) {
      // The Authentication API signed the person in already (issue 43): its session token completes the sign-in, no page.
      const accountId = await redeemSessionToken({ db, now: Date.now }, details.params.sessionToken);
      if (accountId) {
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      request.log.warn('embedded issuer: a session token that is unknown, spent or expired');
      const error = 'Your sign-in has expired. Sign in again.';
      return sendPage(reply, 401, signInPage({ uid: details.uid, email, error }));
    }
    return sendPage(reply, 200, signInPage({ uid: details.uid, email }));
  });

  const login = { ...hidden, body: loginSchema, consumes: ['application/x-www-form-urlencoded'] };
  const signIn = { bodySize: 'signIn' } as const;
  app.post(`${INTERACTION_PATH}/:uid/login`, { schema: login, config: signIn }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const { email, password } = loginSchema.parse(request.body ?? {});
    const verdict = await throttle.admit(email, request.ip);
    if (verdict.blocked) {
      const wait = verdict.retryAfterSeconds;
      request.log.warn({ email, ip: request.ip }, 'embedded issuer: sign-in blocked, too many wrong passwords');
      const minutes = Math.ceil(wait / 60);
      const error = `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
      reply.header('retry-after', String(wait));
      return sendPage(reply, 429, signInPage({ uid: details.uid, email, error }));
    }
    const account = await authenticate(db, email, password);
    if (!account) {
      request.log.warn({ email }, 'embedded issuer: sign-in refused');
      return sendPage(reply, 401, signInPage({ uid: details.uid, email, error: 'Incorrect email or password.' }));
    }
    await throttle.succeeded(verdict);
    if (nextStepAfterPassword(account) !== 'SUCCESS') {
      // A second factor or a new password is due: only the Authentication API's sign-in has those steps.
      request.log.warn({ email }, 'embedded issuer: sign-in page refused, the account needs more than a password');
      const error = "This account needs a second step or a new password. Sign in from Keyplan's sign-in screen.";
      return sendPage(reply, 403, signInPage({ uid: details.uid, email, error }));
    }
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: account.account_id } },
      { mergeWithLastSubmission: false },
    );
  });

  app.post(
    `${INTERACTION_PATH}/:uid/abort`,
    { schema: hidden, config: { bodySize: 'none' } },
    async (request, reply) => {
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
