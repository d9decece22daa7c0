import { engravingChangeSchema, type EngravingChange, type EngravingEdit } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const changesSchema = z.array(engravingChangeSchema);
const systemPath = (orderLockSystemId: string) => `order-lock-systems/${encodeURIComponent(orderLockSystemId)}`;

/** GET …/engraving-changes: engraving changed after submission, oldest first. */
export async function getEngravingChanges(
  client: ApiClient,
  orderLockSystemId: string,
  signal?: AbortSignal,
): Promise<EngravingChange[]> {
  return changesSchema.parse(await client.request(`${systemPath(orderLockSystemId)}/engraving-changes`, { signal }));
}

/** PUT …/engraving: the changed fields against the order's version; answers the whole engraving history. */
export async function saveEngraving(
  client: ApiClient,
  orderLockSystemId: string,
  edit: EngravingEdit,
): Promise<EngravingChange[]> {
  return changesSchema.parse(
    await client.request(`${systemPath(orderLockSystemId)}/engraving`, { method: 'PUT', body: edit }),
  );
}

/** The engraving history, asked again every two seconds while an update is on its way to SAP. */
export function useEngravingChanges(orderLockSystemId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.engravingChanges(orderLockSystemId),
    queryFn: ({ signal }) => getEngravingChanges(client, orderLockSystemId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((change) => change.sendState === 'pending' || change.sendState === 'sending')
        ? 2000
        : false,
  });
}
