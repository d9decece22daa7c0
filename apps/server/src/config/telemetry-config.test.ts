import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../test-support/config-problems.ts';
import { loadConfig } from './env.ts';

describe('TELEMETRY_CONNECTION_STRING', () => {
  it('is optional, and kept as given when the SDKs can read it', () => {
    expect(loadConfig({}).telemetryConnectionString).toBeUndefined();
    expect(loadConfig({ TELEMETRY_CONNECTION_STRING: ' ' }).telemetryConnectionString).toBeUndefined();
    const text = 'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:4499/';
    expect(loadConfig({ TELEMETRY_CONNECTION_STRING: text }).telemetryConnectionString).toBe(text);
  });

  it('is refused at start when the page could not be allowed to send where it points (issue 45)', () => {
    expect(problemsOf({ TELEMETRY_CONNECTION_STRING: 'IngestionEndpoint=https://a.example' })).toEqual([
      'TELEMETRY_CONNECTION_STRING: InstrumentationKey is missing',
    ]);
    expect(
      problemsOf({ TELEMETRY_CONNECTION_STRING: 'InstrumentationKey=k;IngestionEndpoint=collector.example:4499' }),
    ).toEqual([expect.stringMatching(/^TELEMETRY_CONNECTION_STRING: IngestionEndpoint must be/)]);
  });
});
