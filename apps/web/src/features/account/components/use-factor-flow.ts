import { useState } from 'react';
import type { MyAccountClient } from '../api/my-account-client.ts';
import { useMyAccountWrite } from '../api/use-my-account.ts';

/** A factor row the rep picked for removal. */
export interface RemovalTarget {
  id: string;
  label: string;
}

/**
 * The add → verify → remove flow an email and a phone share: which dialog is open, the code check of
 * the pending factor and its removal. Each section says how its factor is verified and removed.
 */
export function useFactorFlow<Pending>(options: {
  invalidates: readonly (readonly string[])[];
  verify: (client: MyAccountClient, pending: Pending, code: string) => Promise<unknown>;
  removePath: (id: string) => string;
}) {
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [removing, setRemoving] = useState<RemovalTarget | null>(null);
  const verify = useMyAccountWrite(
    (client, input: { pending: Pending; code: string }) => options.verify(client, input.pending, input.code),
    options.invalidates,
  );
  const remove = useMyAccountWrite(
    (client, id: string) => client.request('DELETE', options.removePath(id)),
    options.invalidates,
  );
  return {
    adding,
    setAdding,
    pending,
    setPending,
    removing,
    setRemoving,
    verify,
    remove,
    /** Checks the code of the pending factor; `onVerified` runs once it is accepted. */
    verifyCode: (code: string, onVerified: () => void) => {
      if (pending !== null) verify.mutate({ pending, code }, { onSuccess: onVerified });
    },
  };
}
