import { describe, expect, it } from 'vitest';
import { buildConfig } from '../testing/test-utils.tsx';
import { loadRuntimeConfig } from './load-runtime-config.ts';

const serve =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('loadRuntimeConfig', () => {
  it('returns a valid config', async () => {
    await expect(loadRuntimeConfig(serve(buildConfig({ faqUrl: 'https://faq.example.com' })))).resolves.toMatchObject({
      clientId: 'keyplan-web',
      faqUrl: 'https://faq.example.com',
    });
  });

  it('lists every invalid field', async () => {
    const bad = { ...buildConfig(), issuer: 'not a url', debug: 'yes' };
    await expect(loadRuntimeConfig(serve(bad))).rejects.toThrow(/issuer: .*debug: /);
  });

  it('fails on an HTTP error', async () => {
    await expect(loadRuntimeConfig(serve({}, 503))).rejects.toThrow('/config.json answered 503');
  });
});
