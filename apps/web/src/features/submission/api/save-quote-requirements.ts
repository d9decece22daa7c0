import { storedQuoteRequirementsSchema, type QuoteRequirements, type StoredQuoteRequirements } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { quoteRequirementsPath } from './get-quote-requirements.ts';

/** PUT …/quote-requirements against the order's version (input: the domain's `quoteRequirementsSchema`, as the form's). */
export async function saveQuoteRequirements(
  client: ApiClient,
  orderId: string,
  requirements: QuoteRequirements,
  expectedVersion: number,
): Promise<StoredQuoteRequirements> {
  return storedQuoteRequirementsSchema.parse(
    await client.request(quoteRequirementsPath(orderId), {
      method: 'PUT',
      body: { ...requirements, expectedVersion },
    }),
  );
}
