/**
 * The Application Insights connection string (SPEC §1: supplied at runtime), read once so that the
 * page's Content-Security-Policy and the browser SDK agree on where telemetry goes (issue 45).
 */

/** Where the SDKs send when the string names neither an IngestionEndpoint nor an EndpointSuffix. */
export const DEFAULT_INGESTION_ENDPOINT = 'https://dc.services.visualstudio.com';

export interface TelemetryConnection {
  instrumentationKey: string;
  /** Absolute http(s) URL without a trailing slash; the browser SDK posts to it plus /v2/track. */
  ingestionEndpoint: string;
  /** Live Metrics, only when the string names one. */
  liveEndpoint: string | null;
}

export type TelemetryConnectionResult =
  | { ok: true; connection: TelemetryConnection }
  | { ok: false; problems: string[] };

/**
 * An endpoint as the SDKs use it: an absolute http(s) URL, the trailing slash dropped. Query,
 * fragment and credentials are refused (the SDK appends its path to the text as it is).
 */
function readEndpoint(name: string, value: string, problems: string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} must be an absolute http(s) URL, not '${value}'`);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`${name} must be an http or https URL, not ${url.protocol}`);
    return null;
  }
  if (url.search || url.hash || url.username || url.password || /[;=]/.test(url.pathname)) {
    problems.push(`${name} must be a plain URL (no query, fragment, credentials, ';' or '=')`);
    return null;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Reads a connection string as the Application Insights SDKs do: `Key=Value` pairs separated by
 * `;`, keys in any case, the last of a repeated key wins; `EndpointSuffix` (with `Location`) gives
 * `https://{location.}dc.{suffix}` when no `IngestionEndpoint` is named, and neither gives
 * DEFAULT_INGESTION_ENDPOINT. Stricter than the SDKs, which drop what they cannot read without a
 * word: spaces around keys and values are trimmed, and a pair without `=`, a missing key or an
 * endpoint that is not an http(s) URL is a problem to report at start.
 */
export function parseTelemetryConnection(text: string): TelemetryConnectionResult {
  const fields = new Map<string, string>();
  const problems: string[] = [];
  for (const pair of text.split(';')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    if (at < 0) {
      problems.push(`'${pair.trim()}' is not Key=Value`);
      continue;
    }
    fields.set(pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim());
  }
  const instrumentationKey = fields.get('instrumentationkey') ?? '';
  if (instrumentationKey === '') problems.push('InstrumentationKey is missing');
  else if (/[;=\s]/.test(instrumentationKey)) problems.push('InstrumentationKey must not contain spaces, ; or =');

  const suffix = fields.get('endpointsuffix');
  const location = fields.get('location');
  const derived = suffix ? `https://${location ? `${location}.` : ''}dc.${suffix}` : DEFAULT_INGESTION_ENDPOINT;
  const ingestion = fields.get('ingestionendpoint') || derived;
  const ingestionEndpoint = readEndpoint(
    fields.has('ingestionendpoint') ? 'IngestionEndpoint' : 'EndpointSuffix',
    ingestion,
    problems,
  );
  const live = fields.get('liveendpoint');
  const liveEndpoint = live ? readEndpoint('LiveEndpoint', live, problems) : null;

  if (problems.length > 0 || ingestionEndpoint === null) return { ok: false, problems };
  return { ok: true, connection: { instrumentationKey, ingestionEndpoint, liveEndpoint } };
}

/**
 * The origins a browser sending this connection's telemetry must be allowed to connect to
 * (CSP `connect-src`): the ingestion endpoint's, and Live Metrics' when named.
 */
export function telemetryOrigins(connection: TelemetryConnection): string[] {
  const origins = [connection.ingestionEndpoint, connection.liveEndpoint]
    .filter((endpoint): endpoint is string => endpoint !== null)
    .map((endpoint) => new URL(endpoint).origin);
  return [...new Set(origins)];
}

/**
 * The connection as a string the browser SDK reads exactly as parseTelemetryConnection did (its
 * own parser neither trims nor keeps a value holding `=`), so the CSP built from it and the SDK's
 * endpoint cannot differ.
 */
export function browserConnectionString(connection: TelemetryConnection): string {
  return `InstrumentationKey=${connection.instrumentationKey};IngestionEndpoint=${connection.ingestionEndpoint}`;
}
