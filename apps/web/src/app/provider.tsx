import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig, Telemetry } from '@keyplan/domain';
import { AppErrorBoundary } from '../components/errors/app-error-boundary.tsx';
import { LazyToastContainer } from '../components/ui/lazy-toast-container.tsx';
import { ConfigProvider } from '../config/config-context.tsx';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import type { UserManagerClient } from '../features/auth/user-manager.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { createApiClient } from '../lib/api-client.ts';
import { ApiClientProvider } from '../lib/api-client-context.tsx';
import { TelemetryProvider } from '../lib/telemetry-context.tsx';

/** The API client of the runtime config's apiBase, carrying the signed-in user's bearer. */
function AuthenticatedApiClient({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const { getAccessToken } = useAuth();
  const client = useMemo(() => createApiClient({ baseUrl: apiBase, getAccessToken }), [apiBase, getAccessToken]);
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

export interface AppProviderProps {
  config: RuntimeConfig;
  telemetry: Telemetry;
  userManager: UserManagerClient;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the screens rely on: config, telemetry, error boundary, queries, auth, toasts. No MUI
 * theme here: the screens that use MUI bring it with their code (lazyMuiPage, decision 0051).
 */
export function AppProvider({ config, telemetry, userManager, queryClient, children }: AppProviderProps) {
  return (
    <ConfigProvider config={config}>
      <TelemetryProvider telemetry={telemetry}>
        <AppErrorBoundary telemetry={telemetry}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider userManager={userManager}>
              <AuthenticatedApiClient apiBase={config.apiBase}>{children}</AuthenticatedApiClient>
            </AuthProvider>
          </QueryClientProvider>
        </AppErrorBoundary>
        <LazyToastContainer />
      </TelemetryProvider>
    </ConfigProvider>
  );
}

/** Creates the app's long-lived objects once per mount. */
export function useOnce<T>(create: () => T): T {
  const [value] = useState(create);
  return value;
}
