import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issuerAccountSummarySchema, passwordResetSentSchema, signOnPolicySchema } from '@keyplan/domain';
import { z } from 'zod';
import { requirePrincipal } from '../../../auth/auth-plugin.ts';
import type { IssuerAccountAdmin } from './account-admin.service.ts';
import { problemResponses } from '../../../routes/problem-schema.ts';
import { bearerSecurity, routeAccess } from '../../../routes/route-access.ts';

const accountParams = z.object({
  accountId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.@-]+$/, 'must be an account id')
    .describe('The account id (the subject of its tokens)'),
});

/**
 * `{apiBase}/admin/issuer-accounts…` (admins; only with the embedded issuer, issue 43): its
 * accounts with their lock-out, and what an admin does to help: unlock, send a password reset
 * link, set the sign-on policy, expire a password. Each change is in the admin audit.
 */
export function registerIssuerAccountAdminRoutes(app: FastifyInstance, accounts: IssuerAccountAdmin) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = routeAccess(app);
  const tags = ['admin'];
  const security = bearerSecurity;
  const base = '/admin/issuer-accounts';
  const changed = { 200: issuerAccountSummarySchema, ...problemResponses(400, 401, 403, 404) };
  routes.get(
    base,
    {
      ...admin,
      schema: {
        tags,
        summary: "The embedded issuer's accounts with their lock-out and sign-on policy (admin)",
        security,
        response: { 200: z.array(issuerAccountSummarySchema), ...problemResponses(401, 403) },
      },
    },
    async () => accounts.list(),
  );
  routes.post(
    `${base}/:accountId/unlock`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Unlock a locked-out account (admin)',
        description: 'Its wrong passwords are forgotten; the addresses they came from stay counted.',
        security,
        params: accountParams,
        response: changed,
      },
    },
    async (request) => accounts.unlock(request.params.accountId, requirePrincipal(request).actor),
  );
  routes.post(
    `${base}/:accountId/password-reset`,
    {
      ...admin,
      schema: {
        tags,
        summary: "Send a password reset link to the account's verified emails (admin)",
        description: 'A one-time link, valid for 1 hour; the person sets a new password and is signed in.',
        security,
        params: accountParams,
        response: { 200: passwordResetSentSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => accounts.sendPasswordReset(request.params.accountId, requirePrincipal(request).actor),
  );
  routes.put(
    `${base}/:accountId/sign-on-policy`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Require a second factor at sign-in, or not (admin)',
        security,
        params: accountParams,
        body: signOnPolicySchema,
        response: changed,
      },
    },
    async (request) =>
      accounts.setSignOnPolicy(request.params.accountId, request.body, requirePrincipal(request).actor),
  );
  routes.post(
    `${base}/:accountId/expire-password`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Make the person change their password at the next sign-in (admin)',
        security,
        params: accountParams,
        response: changed,
      },
    },
    async (request) => accounts.expirePassword(request.params.accountId, requirePrincipal(request).actor),
  );
}
