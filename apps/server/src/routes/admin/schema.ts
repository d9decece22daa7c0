import { ADMIN_ENTITY_TYPES } from '@keyplan/domain';
import { z } from 'zod';

/** GET /admin/audit?page=&pageSize=&entityType= */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(20),
  entityType: z.enum(ADMIN_ENTITY_TYPES).optional(),
});

/** GET /admin/key-codes?blindCode=: the start of a blind code (case ignored), at least 2 characters. */
export const keyCodeSearchQuerySchema = z.object({
  blindCode: z
    .string()
    .trim()
    .min(2, 'must have at least 2 characters')
    .max(8, 'must have at most 8 characters')
    .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits')
    .transform((value) => value.toUpperCase()),
});
