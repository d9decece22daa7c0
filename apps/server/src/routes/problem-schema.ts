import { z } from 'zod';
import { capacityFiguresSchema } from '@keyplan/domain';

/** The RFC 9457 problem every error answer carries (see errors.ts). */
export const problemSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string(),
  traceID: z.string(),
  code: z.string(),
  errors: z.array(z.string()).optional().describe('`field: message` items of a validation failure'),
  capacity: capacityFiguresSchema.optional().describe('A capacity refusal (409): what ran out and how many fit'),
});

/** Response schemas for the given error statuses, for a route's OpenAPI entry. */
export function problemResponses(...statuses: number[]): Record<number, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema]));
}
