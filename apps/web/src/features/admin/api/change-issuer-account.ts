import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  issuerAccountSummarySchema,
  passwordResetSentSchema,
  type IssuerAccountSummary,
  type PasswordResetSent,
} from '@keyplan/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What an admin does for one account of the embedded issuer (issue 43). */
export type IssuerAccountChange =
  | { kind: 'unlock'; accountId: string }
  | { kind: 'passwordReset'; accountId: string }
  | { kind: 'signOnPolicy'; accountId: string; mfaRequired: boolean }
  | { kind: 'expirePassword'; accountId: string };

/** The answer: the account as it is now, or (a password reset) where the link went and until when. */
export type IssuerAccountChangeResult =
  | { kind: 'account'; account: IssuerAccountSummary }
  | { kind: 'passwordReset'; sent: PasswordResetSent };

/**
 * POST /admin/issuer-accounts/{id}/unlock, …/password-reset and …/expire-password, PUT
 * …/sign-on-policy `{ mfaRequired }`. The server audits each; 404 when the account is gone.
 */
export async function changeIssuerAccount(
  client: ApiClient,
  change: IssuerAccountChange,
): Promise<IssuerAccountChangeResult> {
  const base = `admin/issuer-accounts/${encodeURIComponent(change.accountId)}`;
  switch (change.kind) {
    case 'passwordReset':
      return {
        kind: 'passwordReset',
        sent: passwordResetSentSchema.parse(await client.request(`${base}/password-reset`, { method: 'POST' })),
      };
    case 'signOnPolicy': {
      const body = { mfaRequired: change.mfaRequired };
      const answer = await client.request(`${base}/sign-on-policy`, { method: 'PUT', body });
      return { kind: 'account', account: issuerAccountSummarySchema.parse(answer) };
    }
    case 'unlock':
    case 'expirePassword': {
      const path = change.kind === 'unlock' ? 'unlock' : 'expire-password';
      const answer = await client.request(`${base}/${path}`, { method: 'POST' });
      return { kind: 'account', account: issuerAccountSummarySchema.parse(answer) };
    }
  }
}

/** Changes an account, shows its new state at once, then reloads the accounts and the audit. */
export function useChangeIssuerAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: IssuerAccountChange) => changeIssuerAccount(client, change),
    onSuccess: (result) => {
      if (result.kind !== 'account') return;
      queryClient.setQueryData<IssuerAccountSummary[] | null>(queryKeys.adminIssuerAccounts, (accounts) =>
        accounts?.map((one) => (one.accountId === result.account.accountId ? result.account : one)),
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminIssuerAccounts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditAll }),
      ]);
    },
  });
}
