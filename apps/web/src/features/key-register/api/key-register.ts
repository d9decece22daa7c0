import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  keyRegisterChangeSchema,
  keyRegisterSchema,
  type KeyRegister,
  type KeyRegisterActionInput,
  type KeyRegisterChange,
} from '@keyplan/domain';
import { z } from 'zod';
import type { ApiClient, DownloadedFile } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';

const base = (lockSystemId: string) => `lock-systems/${encodeURIComponent(lockSystemId)}/key-register`;

/** Query keys of the key register: one prefix per installed system, so a change refreshes all of them. */
export const keyRegisterKeys = {
  register: (lockSystemId: string) => ['key-register', lockSystemId] as const,
  history: (lockSystemId: string, keySymbol: string, copyNumber: number) =>
    ['key-register', lockSystemId, 'history', keySymbol, copyNumber] as const,
};

/** GET /lock-systems/{id}/key-register: every copy of every key and who holds it. */
export async function getKeyRegister(
  client: ApiClient,
  lockSystemId: string,
  signal?: AbortSignal,
): Promise<KeyRegister> {
  return keyRegisterSchema.parse(await client.request(base(lockSystemId), { signal }));
}

export function useKeyRegister(lockSystemId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: keyRegisterKeys.register(lockSystemId),
    queryFn: ({ signal }) => getKeyRegister(client, lockSystemId, signal),
  });
}

export interface KeyCopyRef {
  keySymbol: string;
  copyNumber: number;
}

/** POST …/keys/{symbol}/copies/{copy}: hand out, return, new holder, lost or broken. */
export function useKeyRegisterAction(lockSystemId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ copy, action }: { copy: KeyCopyRef; action: KeyRegisterActionInput }) =>
      keyRegisterChangeSchema.parse(
        await client.request(
          `${base(lockSystemId)}/keys/${encodeURIComponent(copy.keySymbol)}/copies/${copy.copyNumber}`,
          { method: 'POST', body: action },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyRegisterKeys.register(lockSystemId) }),
  });
}

/** GET …/history?keySymbol&copyNumber: the changes of one copy, newest first. */
export function useKeyCopyHistory(lockSystemId: string, copy: KeyCopyRef | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: keyRegisterKeys.history(lockSystemId, copy?.keySymbol ?? '', copy?.copyNumber ?? 0),
    enabled: copy !== null,
    queryFn: async ({ signal }): Promise<KeyRegisterChange[]> =>
      z
        .array(keyRegisterChangeSchema)
        .parse(
          await client.request(
            `${base(lockSystemId)}/history?${new URLSearchParams({ keySymbol: copy!.keySymbol, copyNumber: String(copy!.copyNumber) })}`,
            { signal },
          ),
        ),
  });
}

/** Downloads a receipt of a hand-out, or (no hand-out) the sign-out sheet of the whole register. */
export function useDownloadKeyDocument(lockSystemId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (handOutId: number | null) => {
      const path =
        handOutId === null
          ? `${base(lockSystemId)}/sign-out-sheet.pdf`
          : `${base(lockSystemId)}/hand-outs/${handOutId}/receipt.pdf`;
      const { blob, fileName } = await client.request<DownloadedFile>(path, { responseType: 'file' });
      saveBlob(blob, fileName ?? 'key-register.pdf');
    },
  });
}
