import { useMutation } from '@tanstack/react-query';
import type { HelpRequest } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';

/** POST {apiBase}/help (SPEC §7): raises a help-desk ticket; the answer is its key, e.g. HELP-1. */
export async function createHelpTicket(client: ApiClient, request: HelpRequest): Promise<string> {
  const ticketId = await client.request<string>('help', { method: 'POST', body: request, responseType: 'text' });
  return ticketId.trim();
}

export function useCreateHelpTicket() {
  const client = useApiClient();
  return useMutation({ mutationFn: (request: HelpRequest) => createHelpTicket(client, request) });
}
