import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLookupEntrySchema, type AdminLookupEntry, type LookupName } from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One admin change of a lookup list; every change but an addition names the version the admin loaded. */
export type LookupItemChange =
  | { kind: 'add'; item: object }
  | { kind: 'edit'; id: string; expectedVersion: number; item: object }
  | { kind: 'retire' | 'restore'; id: string; expectedVersion: number };

/**
 * POST /admin/lookups/{name} (add), PUT …/{id} (rename), POST …/{id}/retire and …/restore: the
 * item as it is now. 400 names the fields, 409 says the item changed since it was loaded.
 */
export async function changeLookupItem(
  client: ApiClient,
  name: LookupName,
  change: LookupItemChange,
): Promise<AdminLookupEntry> {
  const base = `admin/lookups/${name}`;
  const request =
    change.kind === 'add'
      ? client.request(base, { method: 'POST', body: { item: change.item } })
      : change.kind === 'edit'
        ? client.request(`${base}/${encodeURIComponent(change.id)}`, {
            method: 'PUT',
            body: { expectedVersion: change.expectedVersion, item: change.item },
          })
        : client.request(`${base}/${encodeURIComponent(change.id)}/${change.kind}`, {
            method: 'POST',
            body: { expectedVersion: change.expectedVersion },
          });
  return adminLookupEntrySchema.parse(await request);
}

/**
 * Changes a lookup list, then refreshes the admin lists (a retirement changes what dependencies
 * offer), the lists the editor offers and the audit.
 */
export function useChangeLookupItem(name: LookupName) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LookupItemChange) => changeLookupItem(client, name, change),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminLookupsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lookups }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditAll }),
      ]);
    },
  });
}
