import { createContext, use, type ReactNode } from 'react';
import type { RuntimeConfig } from '@keyplan/domain';

const ConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the validated runtime configuration available to the whole app. */
export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

/** The runtime configuration loaded from /config.json. */
export function useConfig(): RuntimeConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside ConfigProvider');
  return config;
}
