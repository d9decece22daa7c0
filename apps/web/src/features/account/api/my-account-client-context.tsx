import { createContext, use, type ReactNode } from 'react';
import type { MyAccountClient } from './my-account-client.ts';

const MyAccountClientContext = createContext<MyAccountClient | null>(null);

/** Provides the signed-in person's MyAccount client to the account page's sections. */
export function MyAccountClientProvider({ client, children }: { client: MyAccountClient | null; children: ReactNode }) {
  return <MyAccountClientContext value={client}>{children}</MyAccountClientContext>;
}

/** The MyAccount client, or null when the provider offers no account API. */
export function useMyAccountClient(): MyAccountClient | null {
  return use(MyAccountClientContext);
}
