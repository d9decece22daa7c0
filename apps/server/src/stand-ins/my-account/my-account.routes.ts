import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AccessTokenVerifier } from '../../auth/access-token.ts';
import { listMail } from '../oidc-issuer/issuer-account.repository.ts';
import * as emails from './emails.ts';
import { MY_ACCOUNT_MEDIA_TYPE, MyAccountError } from './my-account-error.ts';
import { acceptEmptyJsonBodies, callerOf } from './my-account-caller.ts';
import type { MyAccountContext } from './my-account-context.ts';
import { MY_ACCOUNT_SCOPE, type MyAccountScope } from '@keyplan/domain';
import * as password from './password.ts';
import * as phones from './phones.ts';
import * as profile from './profile.ts';
import { requireRecentSignIn } from './step-up.ts';

export interface MyAccountRouteOptions {
  db: Db;
  verify: AccessTokenVerifier;
  /** The issuer's origin: links in answers point there. */
  origin: string;
  /** Serve `GET /idp/dev/mailbox`: the caller's own codes, for development and browser tests. */
  mailbox: boolean;
  now?: () => number;
}

type Handler = (context: MyAccountContext, request: FastifyRequest) => Promise<unknown>;

interface RouteAnswer {
  /** Status of an answer with a body (200 unless said). */
  success?: number;
  /** Status of an answer without one (204 unless said). */
  empty?: number;
  /** The change needs a recent sign-in (password, and adding or removing emails and phones). */
  recent?: boolean;
}

/**
 * The identity provider's MyAccount API (SPEC §7, issue 34), answered by the embedded issuer for
 * its own accounts with Okta's paths, bodies, scopes and error objects: profile and its schema,
 * emails and phones with challenges, and the password. Answers are `application/json;okta-version=1.0.0`.
 */
export async function registerMyAccountRoutes(parent: FastifyInstance, options: MyAccountRouteOptions) {
  await parent.register(async (app) => {
    acceptEmptyJsonBodies(app);
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof MyAccountError)
        return reply
          .status(error.status)
          .headers(error.headers)
          .header('content-type', MY_ACCOUNT_MEDIA_TYPE)
          .send(error.body());
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        const summary = error instanceof Error ? error.message : 'Bad request';
        return reply
          .status(status)
          .header('content-type', MY_ACCOUNT_MEDIA_TYPE)
          .send(new MyAccountError(status, 'E0000003', summary).body());
      }
      request.log.error({ err: error }, 'MyAccount request failed');
      return reply
        .status(500)
        .header('content-type', MY_ACCOUNT_MEDIA_TYPE)
        .send(new MyAccountError(500, 'E0000009', 'Internal Server Error').body());
    });

    const route = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      scope: MyAccountScope,
      handler: Handler,
      { success = 200, empty = 204, recent = false }: RouteAnswer = {},
    ) => {
      const hasBody = method === 'POST' || method === 'PUT';
      app.route({
        method,
        url: `/idp/myaccount${path}`,
        schema: { hide: true },
        config: { bodySize: hasBody ? 'account' : 'none' },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const context: MyAccountContext = {
            db: options.db,
            ...(await callerOf(request, options.verify, scope)),
            origin: options.origin,
            now: options.now ?? Date.now,
            log: request.log,
          };
          if (recent) await requireRecentSignIn(context);
          const result = await handler(context, request);
          reply.header('cache-control', 'no-store');
          if (result === undefined) return reply.status(empty).send();
          return reply.status(success).header('content-type', MY_ACCOUNT_MEDIA_TYPE).send(result);
        },
      });
    };
    const id = (request: FastifyRequest, name = 'id') => (request.params as Record<string, string>)[name] ?? '';
    const S = MY_ACCOUNT_SCOPE;

    const created = { success: 201, recent: true };
    const change = { recent: true };

    route('GET', '/profile', S.profileRead, (context) => profile.getProfile(context));
    route('PUT', '/profile', S.profileManage, (context, request) => profile.putProfile(context, request.body));
    route('GET', '/profile/schema', S.profileRead, async (context) => profile.getProfileSchema(context));

    route('GET', '/emails', S.emailRead, (context) => emails.listEmails(context));
    route('POST', '/emails', S.emailManage, (context, request) => emails.createEmail(context, request.body), created);
    route('GET', '/emails/:id', S.emailRead, (context, request) => emails.getEmail(context, id(request)));
    route(
      'DELETE',
      '/emails/:id',
      S.emailManage,
      (context, request) => emails.deleteEmail(context, id(request)),
      change,
    );
    route(
      'POST',
      '/emails/:id/challenge',
      S.emailManage,
      (context, request) => emails.challengeEmail(context, id(request)),
      created,
    );
    // The provider documents the poll as GET; SPEC §7 lists it as POST (and Okta's SDK sends POST): both answer.
    for (const method of ['GET', 'POST'] as const)
      route(method, '/emails/:id/challenge/:challengeId', S.emailRead, (context, request) =>
        emails.pollEmailChallenge(context, id(request), id(request, 'challengeId')),
      );
    // "200 OK, no content", as the provider answers a verified email.
    route(
      'POST',
      '/emails/:id/challenge/:challengeId/verify',
      S.emailManage,
      (context, request) => emails.verifyEmailChallenge(context, id(request), id(request, 'challengeId'), request.body),
      { success: 200, empty: 200, recent: true },
    );

    route('GET', '/phones', S.phoneRead, (context) => phones.listPhones(context));
    route('POST', '/phones', S.phoneManage, (context, request) => phones.createPhone(context, request.body), created);
    route('GET', '/phones/:id', S.phoneRead, (context, request) => phones.getPhone(context, id(request)));
    route(
      'DELETE',
      '/phones/:id',
      S.phoneManage,
      (context, request) => phones.deletePhone(context, id(request)),
      change,
    );
    route(
      'POST',
      '/phones/:id/challenge',
      S.phoneManage,
      (context, request) => phones.challengePhone(context, id(request), request.body),
      change,
    );
    route(
      'POST',
      '/phones/:id/verify',
      S.phoneManage,
      (context, request) => phones.verifyPhone(context, id(request), request.body),
      change,
    );

    if (options.mailbox)
      app.get('/idp/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
        const { accountId } = await callerOf(request, options.verify, S.emailRead);
        const messages = await listMail(options.db, accountId, 20);
        return reply.header('cache-control', 'no-store').header('content-type', MY_ACCOUNT_MEDIA_TYPE).send(messages);
      });

    route('GET', '/password', S.passwordRead, (context) => password.getPassword(context));
    route(
      'POST',
      '/password',
      S.passwordManage,
      (context, request) => password.enrollPassword(context, request.body),
      created,
    );
    route(
      'PUT',
      '/password',
      S.passwordManage,
      (context, request) => password.replacePassword(context, request.body),
      created,
    );
    route('DELETE', '/password', S.passwordManage, (context) => password.deletePassword(context), change);
  });
}
