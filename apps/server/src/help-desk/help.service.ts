import type { HelpRequest, Telemetry } from '@keyplan/domain';
import { appErrors } from '../errors.ts';
import { JiraError, type JiraClient } from './jira-client.ts';

export interface HelpServiceOptions {
  jira: JiraClient;
  projectKey: string;
  issueType: string;
  telemetry: Telemetry;
}

function describe(request: HelpRequest, signedInAs: string): string[] {
  return [
    request.description.trim(),
    '',
    `Reported by: ${request.userEmail.email} (signed in as ${signedInAs})`,
    `Screen: ${request.currentScreen}`,
    `ccid: ${request.ccid ?? '—'}`,
    `SAP order number: ${request.sapOrderNumber ?? '—'}`,
    `Design id: ${request.designId ?? '—'}`,
  ];
}

/** Raises a help-desk ticket for a signed-in person; answers with the ticket key. */
export function createHelpService(options: HelpServiceOptions) {
  return {
    async createTicket(request: HelpRequest, signedInAs: string): Promise<string> {
      try {
        const issue = await options.jira.createIssue({
          projectKey: options.projectKey,
          issueType: options.issueType,
          summary: request.summary.trim(),
          description: describe(request, signedInAs),
          labels: ['keyplan'],
        });
        options.telemetry.event('HelpTicketCreated', { key: issue.key, screen: request.currentScreen });
        return issue.key;
      } catch (error) {
        if (!(error instanceof JiraError)) throw error;
        options.telemetry.error(error, { operation: 'createHelpTicket' });
        throw appErrors.badGateway('The help desk could not create the ticket. Please try again later.');
      }
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
