import { createContext, use, type ReactNode } from 'react';
import type { Telemetry } from '@keyplan/domain';

const TelemetryContext = createContext<Telemetry | null>(null);

export function TelemetryProvider({ telemetry, children }: { telemetry: Telemetry; children: ReactNode }) {
  return <TelemetryContext value={telemetry}>{children}</TelemetryContext>;
}

/** Telemetry of the app: info/warn go as traces, error/critical as exceptions (SPEC §1). */
export function useTelemetry(): Telemetry {
  const telemetry = use(TelemetryContext);
  if (!telemetry) throw new Error('useTelemetry must be used inside TelemetryProvider');
  return telemetry;
}
