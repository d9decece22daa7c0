import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runtimeConfigSchema } from './runtime-config.ts';
import { expectSameVerdicts } from './testing/same-verdicts.ts';

/** The classic schema the zod/mini one replaced (issue 32): the oracle of its rules and messages. */
const classic = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  apiBase: z.string().min(1),
  telemetryConnectionString: z.string().nullable(),
  faqUrl: z.url().nullable(),
  debug: z.boolean(),
  uiVersion: z.string(),
  myAccount: z.object({ origin: z.url(), scopes: z.array(z.string().min(1)).min(1) }).nullable(),
});

const valid = {
  issuer: 'https://id.example.com/oauth2/default',
  clientId: 'keyplan',
  apiBase: '/api',
  telemetryConnectionString: null,
  faqUrl: 'https://example.com/faq',
  debug: false,
  uiVersion: '1.2.3',
  myAccount: { origin: 'https://id.example.com', scopes: ['okta.myAccount.read'] },
};

describe('runtimeConfigSchema (zod/mini)', () => {
  it('accepts and refuses what the classic schema did, with the same messages', () => {
    const verdicts = expectSameVerdicts(runtimeConfigSchema, classic, [
      valid,
      { ...valid, myAccount: null, faqUrl: null, telemetryConnectionString: 'InstrumentationKey=x' },
      { ...valid, extra: 'dropped' },
      { ...valid, issuer: 'not a url' },
      { ...valid, clientId: '' },
      { ...valid, apiBase: 3 },
      { ...valid, faqUrl: undefined },
      { ...valid, debug: 'yes' },
      { ...valid, myAccount: { origin: 'https://id.example.com', scopes: [] } },
      { ...valid, myAccount: { origin: 'x', scopes: [''] } },
      {},
      null,
      'config',
    ]);
    expect(verdicts.filter((verdict) => verdict.success)).toHaveLength(3);
  });

  it('names each problem with its path', () => {
    const parsed = runtimeConfigSchema.safeParse({ ...valid, clientId: '', myAccount: { origin: 'x', scopes: [] } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'clientId',
      'myAccount.origin',
      'myAccount.scopes',
    ]);
  });
});
