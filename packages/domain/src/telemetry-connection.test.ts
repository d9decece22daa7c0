import { describe, expect, it } from 'vitest';
import {
  browserConnectionString,
  DEFAULT_INGESTION_ENDPOINT,
  parseTelemetryConnection,
  telemetryOrigins,
  type TelemetryConnection,
} from './telemetry-connection.ts';

const KEY = '11111111-2222-3333-4444-555555555555';

function connection(text: string): TelemetryConnection {
  const result = parseTelemetryConnection(text);
  if (!result.ok) throw new Error(`expected '${text}' to parse: ${result.problems.join('; ')}`);
  return result.connection;
}

function problems(text: string): string[] {
  const result = parseTelemetryConnection(text);
  return result.ok ? [] : result.problems;
}

describe('telemetry connection string', () => {
  it('reads the ingestion endpoint, dropping the trailing slash and keeping http', () => {
    expect(connection(`InstrumentationKey=${KEY};IngestionEndpoint=http://127.0.0.1:4499/`)).toEqual({
      instrumentationKey: KEY,
      ingestionEndpoint: 'http://127.0.0.1:4499',
      liveEndpoint: null,
    });
  });

  it("reads Azure's usual string, keys in any case and spaces around pairs", () => {
    const text =
      `instrumentationkey=${KEY}; INGESTIONENDPOINT = https://westeurope-5.in.applicationinsights.azure.com/ ;` +
      'LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/;ApplicationId=abc;';
    expect(connection(text)).toEqual({
      instrumentationKey: KEY,
      ingestionEndpoint: 'https://westeurope-5.in.applicationinsights.azure.com',
      liveEndpoint: 'https://westeurope.livediagnostics.monitor.azure.com',
    });
  });

  it('keeps a path under the endpoint (a proxy) and lower-cases the host', () => {
    expect(connection(`InstrumentationKey=${KEY};IngestionEndpoint=https://Proxy.Example.com:8443/ai//`)).toMatchObject(
      {
        ingestionEndpoint: 'https://proxy.example.com:8443/ai',
      },
    );
  });

  it("defaults to the SDK's endpoint when none is named, as the SDK does", () => {
    expect(connection(`InstrumentationKey=${KEY}`).ingestionEndpoint).toBe(DEFAULT_INGESTION_ENDPOINT);
    expect(DEFAULT_INGESTION_ENDPOINT).toBe('https://dc.services.visualstudio.com');
    expect(connection(`InstrumentationKey=${KEY};IngestionEndpoint=`).ingestionEndpoint).toBe(
      DEFAULT_INGESTION_ENDPOINT,
    );
  });

  it('derives the endpoint of a sovereign cloud from EndpointSuffix and Location', () => {
    expect(connection(`InstrumentationKey=${KEY};EndpointSuffix=applicationinsights.us`).ingestionEndpoint).toBe(
      'https://dc.applicationinsights.us',
    );
    expect(
      connection(`InstrumentationKey=${KEY};EndpointSuffix=applicationinsights.azure.cn;Location=chinaeast2`)
        .ingestionEndpoint,
    ).toBe('https://chinaeast2.dc.applicationinsights.azure.cn');
    // A named endpoint wins over the suffix.
    expect(
      connection(`InstrumentationKey=${KEY};EndpointSuffix=applicationinsights.us;IngestionEndpoint=https://x.example/`)
        .ingestionEndpoint,
    ).toBe('https://x.example');
  });

  it('takes the last of a repeated key, as the SDK does', () => {
    expect(
      connection(`InstrumentationKey=${KEY};IngestionEndpoint=https://a.example;IngestionEndpoint=https://b.example`)
        .ingestionEndpoint,
    ).toBe('https://b.example');
  });

  it('refuses what the SDK would silently drop or misread', () => {
    expect(problems('IngestionEndpoint=https://a.example')).toEqual(['InstrumentationKey is missing']);
    expect(problems(`InstrumentationKey=${KEY};IngestionEndpoint`)).toEqual(["'IngestionEndpoint' is not Key=Value"]);
    expect(problems(`InstrumentationKey=${KEY};IngestionEndpoint=127.0.0.1:4499`)[0]).toMatch(/http or https|absolute/);
    expect(problems(`InstrumentationKey=${KEY};IngestionEndpoint=ftp://a.example/`)).toEqual([
      'IngestionEndpoint must be an http or https URL, not ftp:',
    ]);
    expect(problems(`InstrumentationKey=${KEY};IngestionEndpoint=https://a.example/?x=1`)[0]).toMatch(/no query/);
    expect(problems(`InstrumentationKey=${KEY};LiveEndpoint=not a url`)[0]).toMatch(/LiveEndpoint must be/);
    expect(problems(`InstrumentationKey=a=b`)).toEqual(['InstrumentationKey must not contain spaces, ; or =']);
  });

  it('names the origins of the ingestion endpoint and of Live Metrics, once each', () => {
    expect(telemetryOrigins(connection(`InstrumentationKey=${KEY};IngestionEndpoint=http://127.0.0.1:4499/`))).toEqual([
      'http://127.0.0.1:4499',
    ]);
    expect(
      telemetryOrigins(
        connection(
          `InstrumentationKey=${KEY};IngestionEndpoint=https://gov.example/ai/;LiveEndpoint=https://live.gov.example/`,
        ),
      ),
    ).toEqual(['https://gov.example', 'https://live.gov.example']);
    expect(
      telemetryOrigins(
        connection(`InstrumentationKey=${KEY};IngestionEndpoint=https://a.example/x;LiveEndpoint=https://a.example/y`),
      ),
    ).toEqual(['https://a.example']);
  });

  it('gives the browser a string it reads the same way', () => {
    const parsed = connection(`instrumentationkey = ${KEY} ;ingestionendpoint=https://a.example/ai/;Location=x`);
    const text = browserConnectionString(parsed);
    expect(text).toBe(`InstrumentationKey=${KEY};IngestionEndpoint=https://a.example/ai`);
    expect(connection(text)).toEqual({ ...parsed, liveEndpoint: null });
  });
});
