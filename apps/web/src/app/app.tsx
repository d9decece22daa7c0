import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '@keyplan/domain';
import { createUserManager } from '../features/auth/user-manager.ts';
import { createWebTelemetry } from '../lib/telemetry.ts';
import { AppProvider, useOnce } from './provider.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** The Keyplan web app for a loaded runtime configuration. */
export function App({ config }: { config: RuntimeConfig }) {
  const telemetry = useOnce(() => createWebTelemetry(config.telemetryConnectionString));
  const userManager = useOnce(() => createUserManager(config));
  const queryClient = useOnce(createQueryClient);
  const router = useOnce(createAppRouter);
  return (
    <AppProvider config={config} telemetry={telemetry} userManager={userManager} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
