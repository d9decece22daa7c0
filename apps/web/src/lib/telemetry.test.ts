import { ApplicationInsights } from '@microsoft/applicationinsights-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appInsightsConfig } from './telemetry.ts';

const KEY = '11111111-2222-3333-4444-555555555555';

describe('Application Insights configuration (issue 45)', () => {
  let loaded: ApplicationInsights | undefined;
  afterEach(() => {
    loaded?.unload(false);
    loaded = undefined;
    vi.restoreAllMocks();
  });

  it("hands the SDK the connection string as the server read it, and keeps it off Azure's CDN", () => {
    expect(appInsightsConfig(` instrumentationkey=${KEY} ; ingestionendpoint = http://127.0.0.1:4499/ ;`)).toEqual({
      connectionString: `InstrumentationKey=${KEY};IngestionEndpoint=http://127.0.0.1:4499`,
      enableAutoRouteTracking: true,
      extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } },
    });
    expect(appInsightsConfig('IngestionEndpoint=http://127.0.0.1:4499/')).toBeNull();
  });

  it.each([
    [`InstrumentationKey=${KEY};IngestionEndpoint=http://127.0.0.1:4499/`, 'http://127.0.0.1:4499/v2/track'],
    [`InstrumentationKey=${KEY}; IngestionEndpoint=https://proxy.example/ai/`, 'https://proxy.example/ai/v2/track'],
    [`InstrumentationKey=${KEY};EndpointSuffix=applicationinsights.us`, 'https://dc.applicationinsights.us/v2/track'],
    [`InstrumentationKey=${KEY}`, 'https://dc.services.visualstudio.com/v2/track'],
  ])('the SDK itself posts %s to %s, and fetches nothing else', (connectionString, endpoint) => {
    const fetches = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
    const opens = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const config = appInsightsConfig(connectionString);
    if (!config) throw new Error('expected a configuration');
    loaded = new ApplicationInsights({ config });
    loaded.loadAppInsights();
    expect(loaded.config.endpointUrl).toBe(endpoint);
    expect(loaded.config.instrumentationKey).toBe(KEY);
    expect(fetches).not.toHaveBeenCalled();
    expect(opens).not.toHaveBeenCalled();
  });
});
