import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyExposureSchema, safekeyOrderSchema, type LostKeyRemedyKind } from '@keyplan/domain';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { keyRegisterKeys } from './key-register.ts';

const exposureKey = (lockSystemId: string, keySymbol: string) =>
  [...keyRegisterKeys.register(lockSystemId), 'exposure', keySymbol] as const;

/** GET …/keys/{symbol}/exposure: what the key opens and the remedies, priced (staff). */
export function useKeyExposure(lockSystemId: string, keySymbol: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: exposureKey(lockSystemId, keySymbol),
    queryFn: async ({ signal }) =>
      keyExposureSchema.parse(
        await client.request(
          `lock-systems/${encodeURIComponent(lockSystemId)}/key-register/keys/${encodeURIComponent(keySymbol)}/exposure`,
          { signal },
        ),
      ),
  });
}

/** What a key opens, through the customer's guest key. */
export function useGuestKeyExposure(orderId: string, keySymbol: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['guest-key-register', orderId, 'exposure', keySymbol],
    queryFn: async ({ signal }) =>
      keyExposureSchema.parse(
        await client.request(
          `View/orders/${encodeURIComponent(orderId)}/key-register/keys/${encodeURIComponent(keySymbol)}/exposure`,
          { signal },
        ),
      ),
  });
}

/** POST …/keys/{symbol}/remedies: the chosen remedy becomes a reorder; the customer's systems refresh. */
export function useChooseRemedy(lockSystemId: string, keySymbol: string, ccid: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    /** `lockSystemID`: another installed system whose locks the remedy replaces (the key's own when left out). */
    mutationFn: async (choice: { remedy: LostKeyRemedyKind; orderPONumber: string; lockSystemID?: string }) =>
      safekeyOrderSchema.parse(
        await client.request(
          `lock-systems/${encodeURIComponent(lockSystemId)}/key-register/keys/${encodeURIComponent(keySymbol)}/remedies`,
          { method: 'POST', body: choice },
        ),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exposureKey(lockSystemId, keySymbol) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerSystems(ccid) }),
      ]),
  });
}
