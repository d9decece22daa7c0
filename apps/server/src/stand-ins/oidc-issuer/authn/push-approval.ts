import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../pages.ts';
import type { AuthnContext } from './authn-context.ts';
import { findTransactionByCode, updateTransaction } from './authn.repository.ts';
import { AUTHN_LIFETIMES, sha256 } from './authn-tokens.ts';
import { PUSH_APPROVAL_PATH } from './factor-verify.ts';

/** The transaction of a push still waiting for its answer, by the approval token in the mailbox. */
async function waitingPush(context: Pick<AuthnContext, 'db' | 'now'>, token: string) {
  if (token.length === 0 || token.length > 200) return undefined;
  const transaction = await findTransactionByCode(context.db, sha256(token));
  const waiting =
    transaction?.status === 'MFA_CHALLENGE' &&
    transaction.factorType === 'push' &&
    transaction.pushResult === null &&
    (transaction.codeExpiresAt ?? 0) > context.now();
  return waiting ? transaction : undefined;
}

/** Approves or denies a waiting push; false when there is none (answered, expired, unknown). */
async function answerPush(context: Pick<AuthnContext, 'db' | 'now'>, token: string, approve: boolean) {
  const transaction = await waitingPush(context, token);
  if (!transaction) return false;
  return updateTransaction(context.db, transaction, {
    pushResult: approve ? 'APPROVED' : 'REJECTED',
    expiresAt: context.now() + AUTHN_LIFETIMES.stateMs,
  });
}

function page(reply: FastifyReply, status: number, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in request · Keyplan</title></head><body><main>${body}</main></body></html>`;
  return reply.status(status).header('cache-control', 'no-store').type('text/html').send(html);
}

/**
 * The development stand-in for the phone app that answers a push (issue 43): the push's message in
 * the development mailbox links here; the page approves or denies the sign-in. Served only where
 * the development mailbox is.
 */
export async function registerPushApprovalRoutes(parent: FastifyInstance, context: Pick<AuthnContext, 'db' | 'now'>) {
  await parent.register(async (app) => {
    await app.register(formBody);
    const schema = { hide: true };
    app.get(`${PUSH_APPROVAL_PATH}/:token`, { schema }, async (request, reply) => {
      const { token } = request.params as { token: string };
      if (!(await waitingPush(context, token)))
        return page(reply, 404, '<h1>This sign-in request was answered or has expired.</h1>');
      const action = `${PUSH_APPROVAL_PATH}/${encodeURIComponent(token)}`;
      return page(
        reply,
        200,
        `<h1>Is it you signing in to Keyplan?</h1>
<form method="post" action="${escapeHtml(action)}"><button name="answer" value="approve">Yes, it's me</button></form>
<form method="post" action="${escapeHtml(action)}"><button name="answer" value="deny">No, it's not me</button></form>`,
      );
    });
    app.post(
      `${PUSH_APPROVAL_PATH}/:token`,
      { schema: { ...schema, consumes: ['application/x-www-form-urlencoded'] }, config: { bodySize: 'signIn' } },
      async (request, reply) => {
        const { token } = request.params as { token: string };
        const answer = (request.body as { answer?: unknown } | undefined)?.answer;
        if (answer !== 'approve' && answer !== 'deny') return page(reply, 400, '<h1>Approve or deny.</h1>');
        if (!(await answerPush(context, token, answer === 'approve')))
          return page(reply, 404, '<h1>This sign-in request was answered or has expired.</h1>');
        return page(reply, 200, `<h1>Sign-in ${answer === 'approve' ? 'approved' : 'denied'}.</h1>`);
      },
    );
  });
}
