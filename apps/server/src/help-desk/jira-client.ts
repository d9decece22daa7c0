/**
 * A client of Jira Cloud's REST API v3, just what the help desk needs:
 * `POST /rest/api/3/issue` → `{ id, key }`. Descriptions use the Atlassian Document Format.
 */
export interface JiraConnection {
  /** e.g. https://example.atlassian.net — resolved per call, the embedded stand-in's port is known late. */
  baseUrl: () => string;
  email: string;
  apiToken: string;
  timeoutMs?: number;
}

export interface JiraIssueInput {
  projectKey: string;
  issueType: string;
  summary: string;
  /** Paragraphs of plain text. */
  description: string[];
  labels: string[];
}

export interface JiraCreatedIssue {
  id: string;
  key: string;
}

export class JiraError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'JiraError';
  }
}

/** Atlassian Document Format: one paragraph per item. */
export function toAdf(paragraphs: string[]) {
  return {
    type: 'doc',
    version: 1,
    content: paragraphs.map((text) => ({
      type: 'paragraph',
      content: text === '' ? [] : [{ type: 'text', text }],
    })),
  };
}

export function createJiraClient(connection: JiraConnection) {
  return {
    async createIssue(input: JiraIssueInput): Promise<JiraCreatedIssue> {
      const authorization = Buffer.from(`${connection.email}:${connection.apiToken}`).toString('base64');
      let response: Response;
      try {
        response = await fetch(`${connection.baseUrl()}/rest/api/3/issue`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${authorization}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            fields: {
              project: { key: input.projectKey },
              issuetype: { name: input.issueType },
              summary: input.summary,
              description: toAdf(input.description),
              labels: input.labels,
            },
          }),
          signal: AbortSignal.timeout(connection.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new JiraError(`Jira could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new JiraError(`Jira answered ${response.status}: ${text.slice(0, 500)}`, response.status);
      }
      const created = (await response.json()) as Partial<JiraCreatedIssue>;
      if (typeof created.key !== 'string' || created.id === undefined) {
        throw new JiraError('Jira answered without an issue key');
      }
      return { id: String(created.id), key: created.key };
    },
  };
}

export type JiraClient = ReturnType<typeof createJiraClient>;
