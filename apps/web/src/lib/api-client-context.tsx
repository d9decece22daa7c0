import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Provides the API client (built by the app from the runtime config and the signed-in user). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside ApiClientProvider');
  return client;
}
