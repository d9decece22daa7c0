/**
 * One telemetry module for web and server (SPEC §1): information and warning messages go as
 * traces, error and critical messages as exceptions, named events carry properties. Each app
 * supplies a sink — the Application Insights SDK when a connection string is set, else its log.
 */
export type SeverityLevel = 'verbose' | 'information' | 'warning' | 'error' | 'critical';

export type TelemetryProperties = Record<string, string | number | boolean | null | undefined>;

/** What an app must provide: the three kinds of record Application Insights knows. */
export interface TelemetrySink {
  trace(message: string, severity: SeverityLevel, properties: TelemetryProperties): void;
  exception(error: Error, severity: SeverityLevel, properties: TelemetryProperties): void;
  event(name: string, properties: TelemetryProperties): void;
}

export interface Telemetry {
  info(message: string, properties?: TelemetryProperties): void;
  warn(message: string, properties?: TelemetryProperties): void;
  error(error: unknown, properties?: TelemetryProperties): void;
  critical(error: unknown, properties?: TelemetryProperties): void;
  event(name: string, properties?: TelemetryProperties): void;
}

/** Turns anything thrown into an Error without losing its message. */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  try {
    return new Error(JSON.stringify(value));
  } catch {
    return new Error(String(value));
  }
}

export function createTelemetry(sink: TelemetrySink): Telemetry {
  return {
    info: (message, properties = {}) => sink.trace(message, 'information', properties),
    warn: (message, properties = {}) => sink.trace(message, 'warning', properties),
    error: (error, properties = {}) => sink.exception(toError(error), 'error', properties),
    critical: (error, properties = {}) => sink.exception(toError(error), 'critical', properties),
    event: (name, properties = {}) => sink.event(name, properties),
  };
}
