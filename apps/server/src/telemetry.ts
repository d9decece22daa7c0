import type { FastifyBaseLogger } from 'fastify';
import {
  createTelemetry,
  type SeverityLevel,
  type Telemetry,
  type TelemetryProperties,
  type TelemetrySink,
} from '@keyplan/domain';

const AI_SEVERITY: Record<SeverityLevel, string> = {
  verbose: 'Verbose',
  information: 'Information',
  warning: 'Warning',
  error: 'Error',
  critical: 'Critical',
};

function textProperties(properties: TelemetryProperties): Record<string, string> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Without a connection string, telemetry only goes to the structured log. */
function logSink(log: FastifyBaseLogger): TelemetrySink {
  return {
    trace: (message, severity, properties) =>
      severity === 'warning' ? log.warn(properties, message) : log.info(properties, message),
    exception: (error, severity, properties) => log.error({ ...properties, severity, err: error }, error.message),
    event: (name, properties) => log.info({ ...properties, event: name }, `event ${name}`),
  };
}

/** With a connection string, telemetry goes through the Application Insights SDK, and to the log. */
async function applicationInsightsSink(connectionString: string, log: FastifyBaseLogger): Promise<TelemetrySink> {
  const { TelemetryClient } = await import('applicationinsights');
  const client = new TelemetryClient(connectionString);
  const local = logSink(log);
  return {
    trace: (message, severity, properties) => {
      local.trace(message, severity, properties);
      client.trackTrace({ message, severity: AI_SEVERITY[severity], properties: textProperties(properties) });
    },
    exception: (error, severity, properties) => {
      local.exception(error, severity, properties);
      client.trackException({
        exception: error,
        severity: AI_SEVERITY[severity],
        properties: textProperties(properties),
      });
    },
    event: (name, properties) => {
      local.event(name, properties);
      client.trackEvent({ name, properties: textProperties(properties) });
    },
  };
}

export async function createServerTelemetry(
  connectionString: string | undefined,
  log: FastifyBaseLogger,
): Promise<Telemetry> {
  const sink = connectionString ? await applicationInsightsSink(connectionString, log) : logSink(log);
  return createTelemetry(sink);
}
