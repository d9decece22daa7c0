import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyAccountEmail,
  MyAccountEmailChallenge,
  MyAccountPassword,
  MyAccountPhone,
  MyAccountProfile,
  MyAccountProfileSchema,
} from '@keyplan/domain';
import type { MyAccountClient } from './my-account-client.ts';
import { useMyAccountClient } from './my-account-client-context.tsx';

const ROOT = ['my-account'] as const;
export const myAccountKeys = {
  profile: [...ROOT, 'profile'] as const,
  schema: [...ROOT, 'schema'] as const,
  emails: [...ROOT, 'emails'] as const,
  phones: [...ROOT, 'phones'] as const,
  password: [...ROOT, 'password'] as const,
};

function useRead<T>(key: readonly string[], path: string) {
  const client = useMyAccountClient();
  return useQuery({
    queryKey: key,
    queryFn: () => client!.request<T>('GET', path),
    enabled: client !== null,
    // The client retries reads itself (1 s doubled, 5 times, SPEC §8).
    retry: false,
  });
}

export const useProfile = () => useRead<MyAccountProfile>(myAccountKeys.profile, '/profile');
export const useProfileSchema = () => useRead<MyAccountProfileSchema>(myAccountKeys.schema, '/profile/schema');
export const useEmails = () => useRead<MyAccountEmail[]>(myAccountKeys.emails, '/emails');
export const usePhones = () => useRead<MyAccountPhone[]>(myAccountKeys.phones, '/phones');
export const usePassword = () => useRead<MyAccountPassword>(myAccountKeys.password, '/password');

/**
 * A MyAccount write: `run` gets the client; the lists named in `invalidates` are read again
 * afterwards, whether it succeeded or not (a refused write may still have changed state).
 */
export function useMyAccountWrite<TVariables, TResult>(
  run: (client: MyAccountClient, variables: TVariables) => Promise<TResult>,
  invalidates: readonly (readonly string[])[],
) {
  const client = useMyAccountClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(client!, variables),
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** An email challenge's state, read every 5 s while a code is awaited (a verification elsewhere shows at once). */
export function useEmailChallengePoll(pollHref: string | null) {
  const client = useMyAccountClient();
  return useQuery({
    queryKey: [...ROOT, 'challenge', pollHref],
    queryFn: () => client!.request<MyAccountEmailChallenge>('GET', pollHref!),
    enabled: client !== null && pollHref !== null,
    refetchInterval: (query) => (query.state.data?.status === 'VERIFIED' ? false : 5000),
    retry: false,
  });
}
