import { ADMIN_ENTITY_TYPES } from '@keyplan/domain';
import { z } from 'zod';

/** GET /admin/audit?page=&pageSize=&entityType= */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(20),
  entityType: z.enum(ADMIN_ENTITY_TYPES).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
