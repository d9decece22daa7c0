import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { insertHelpTicket } from '../../help-desk/help-ticket.repository.ts';

/** Mount point of the embedded Jira stand-in; its API lives below, as on a Jira site. */
export const EMBEDDED_JIRA_PREFIX = '/jira';

interface AdfNode {
  text?: string;
  content?: AdfNode[];
}

const adfSchema: z.ZodType<AdfNode> = z.lazy(() =>
  z.looseObject({ text: z.string().optional(), content: z.array(adfSchema).optional() }),
);

const createIssueSchema = z.object({
  fields: z.looseObject({
    project: z.object({ key: z.string() }).optional(),
    issuetype: z.object({ name: z.string() }).optional(),
    summary: z.string().optional(),
    description: adfSchema.optional(),
    labels: z.array(z.string()).optional(),
  }),
});

/** Plain text of an ADF document: paragraphs joined by new lines. */
export function adfToText(node: AdfNode | undefined): string {
  if (!node) return '';
  if (node.text !== undefined) return node.text;
  const parts = (node.content ?? []).map(adfToText);
  return parts.join(node.content?.every((child) => child.text !== undefined) ? '' : '\n');
}

function jiraError(reply: FastifyReply, status: number, errors: Record<string, string>, messages: string[] = []) {
  return reply.status(status).send({ errorMessages: messages, errors });
}

function authorized(request: FastifyRequest, expected: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Basic ${expected}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * A Jira-compatible `POST /rest/api/3/issue` that keeps tickets in our database and numbers
 * them like Jira (`HELP-1`, `HELP-2`, …). Stands in for Jira when none is configured.
 */
export function registerEmbeddedJira(
  app: FastifyInstance,
  options: { db: Db; projectKey: string; credentials: { email: string; apiToken: string } },
) {
  const expected = Buffer.from(`${options.credentials.email}:${options.credentials.apiToken}`).toString('base64');

  // The caller is checked before its body is read, as Jira does: an anonymous body costs nothing.
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request, expected)) {
      return jiraError(reply, 401, {}, [
        'You are not authenticated. Authentication required to perform this operation.',
      ]);
    }
  };
  app.post(
    `${EMBEDDED_JIRA_PREFIX}/rest/api/3/issue`,
    { schema: { hide: true }, onRequest },
    async (request, reply) => {
      const parsed = createIssueSchema.safeParse(request.body);
      if (!parsed.success) return jiraError(reply, 400, {}, ['Field "fields" is required.']);
      const { fields } = parsed.data;
      const problems: Record<string, string> = {};
      if (fields.project?.key !== options.projectKey) problems.project = 'Specify a valid project ID or key';
      if (!fields.issuetype?.name) problems.issuetype = 'Specify an issue type';
      if (!fields.summary?.trim()) problems.summary = 'You must specify a summary of the issue.';
      else if (fields.summary.length > 255) problems.summary = 'Summary must be less than 255 characters.';
      if (Object.keys(problems).length > 0) return jiraError(reply, 400, problems);

      const created = await insertHelpTicket(options.db, {
        projectKey: options.projectKey,
        summary: fields.summary ?? '',
        description: adfToText(fields.description),
        reporterEmail: null,
        fieldsJson: JSON.stringify(fields),
      });
      const self = `${request.protocol}://${request.host}${EMBEDDED_JIRA_PREFIX}/rest/api/3/issue/${created.id}`;
      return reply.status(201).send({ ...created, self });
    },
  );
}
