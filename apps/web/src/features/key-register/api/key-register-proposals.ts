import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyRegisterProposalSchema, keyRegisterSchema, type KeyRegisterProposalRequest } from '@keyplan/domain';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { keyRegisterKeys } from './key-register.ts';

const guestBase = (orderId: string) => `View/orders/${encodeURIComponent(orderId)}/key-register`;
const staffBase = (lockSystemId: string) => `lock-systems/${encodeURIComponent(lockSystemId)}/key-register`;

const guestKeys = {
  register: (orderId: string) => ['guest-key-register', orderId] as const,
  proposals: (orderId: string) => ['guest-key-register', orderId, 'proposals'] as const,
};

/** The register through the customer's guest key; null when the order is not installed yet (404). */
export function useGuestKeyRegister(orderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: guestKeys.register(orderId),
    queryFn: async ({ signal }) => keyRegisterSchema.parse(await client.request(guestBase(orderId), { signal })),
    retry: false,
  });
}

export function useGuestProposals(orderId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: guestKeys.proposals(orderId),
    enabled,
    queryFn: async ({ signal }) =>
      z.array(keyRegisterProposalSchema).parse(await client.request(`${guestBase(orderId)}/proposals`, { signal })),
  });
}

/** POST View/orders/{id}/key-register/proposals: the customer proposes a change for the rep to decide. */
export function usePropose(orderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: KeyRegisterProposalRequest) =>
      keyRegisterProposalSchema.parse(
        await client.request(`${guestBase(orderId)}/proposals`, { method: 'POST', body: request }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.proposals(orderId) }),
  });
}

const proposalKeys = (lockSystemId: string) => [...keyRegisterKeys.register(lockSystemId), 'proposals'] as const;

/** The proposals customers made to an installed system's register, for the rep. */
export function useProposals(lockSystemId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: proposalKeys(lockSystemId),
    queryFn: async ({ signal }) =>
      z
        .array(keyRegisterProposalSchema)
        .parse(await client.request(`${staffBase(lockSystemId)}/proposals`, { signal })),
  });
}

/** The rep accepts or declines a proposal; the register and its proposals refresh. */
export function useDecideProposal(lockSystemId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) =>
      keyRegisterProposalSchema.parse(
        await client.request(`${staffBase(lockSystemId)}/proposals/${id}/decision`, {
          method: 'POST',
          body: { decision, note: '' },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyRegisterKeys.register(lockSystemId) }),
  });
}
