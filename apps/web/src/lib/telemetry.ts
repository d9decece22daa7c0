import {
  browserConnectionString,
  createTelemetry,
  parseTelemetryConnection,
  type SeverityLevel,
  type Telemetry,
  type TelemetryProperties,
  type TelemetrySink,
} from '@keyplan/domain';

type Props = Record<string, string>;

function toProps(properties: TelemetryProperties): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/** Used when no connection string is configured: the browser console is the log. */
export function createConsoleSink(target: Pick<Console, 'info' | 'warn' | 'error'> = console): TelemetrySink {
  const log = (severity: SeverityLevel) =>
    severity === 'error' || severity === 'critical' ? target.error : severity === 'warning' ? target.warn : target.info;
  return {
    trace: (message, severity, properties) => log(severity)(`[${severity}] ${message}`, properties),
    exception: (error, severity, properties) => log(severity)(`[${severity}]`, error, properties),
    event: (name, properties) => target.info(`[event] ${name}`, properties),
  };
}

/** Application Insights severity numbers (Verbose 0 … Critical 4). */
const SEVERITY: Record<SeverityLevel, number> = { verbose: 0, information: 1, warning: 2, error: 3, critical: 4 };

/**
 * The SDK's configuration (issue 45): the connection string rewritten as the server read it, so
 * the SDK posts where the page's CSP allows; the SDK's fetch of its own settings from Azure's CDN
 * (js.monitor.azure.com) is blocked, as the CSP names no Azure host but the configured ones.
 */
export function appInsightsConfig(connectionString: string) {
  const parsed = parseTelemetryConnection(connectionString);
  if (!parsed.ok) return null;
  return {
    connectionString: browserConnectionString(parsed.connection),
    enableAutoRouteTracking: true,
    extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } },
  };
}

/**
 * Application Insights sink. The SDK (large) is loaded on demand in its own chunk; records made
 * before it is ready are queued, so nothing logged at start-up is lost.
 */
export function createAppInsightsSink(connectionString: string): TelemetrySink {
  const config = appInsightsConfig(connectionString);
  if (!config) {
    // The server refuses such a string at start; should one arrive, the console keeps the records.
    console.warn('Telemetry connection string cannot be read; telemetry goes to the console');
    return createConsoleSink();
  }
  type Send = (sink: TelemetrySink) => void;
  let ready: TelemetrySink | null = null;
  const queue: Send[] = [];
  void import('@microsoft/applicationinsights-web')
    .then(({ ApplicationInsights }) => {
      const appInsights = new ApplicationInsights({ config });
      appInsights.loadAppInsights();
      appInsights.trackPageView();
      ready = {
        trace: (message, severity, properties) =>
          appInsights.trackTrace({ message, severityLevel: SEVERITY[severity] }, toProps(properties)),
        exception: (exception, severity, properties) =>
          appInsights.trackException({ exception, severityLevel: SEVERITY[severity] }, toProps(properties)),
        event: (name, properties) => appInsights.trackEvent({ name }, toProps(properties)),
      };
      for (const send of queue.splice(0)) send(ready);
    })
    .catch((error: unknown) => console.warn('Telemetry could not be started', error));
  const dispatch = (send: Send) => (ready ? send(ready) : queue.push(send));
  return {
    trace: (...args) => dispatch((sink) => sink.trace(...args)),
    exception: (...args) => dispatch((sink) => sink.exception(...args)),
    event: (...args) => dispatch((sink) => sink.event(...args)),
  };
}

/** The web app's telemetry (SPEC §1): Application Insights when configured, else the console. */
export function createWebTelemetry(connectionString: string | null): Telemetry {
  return createTelemetry(connectionString ? createAppInsightsSink(connectionString) : createConsoleSink());
}
