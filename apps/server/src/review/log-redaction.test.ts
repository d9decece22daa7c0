import { describe, expect, it } from 'vitest';
import { redactPassCode, serializeRequestForLog } from './log-redaction.ts';

describe('pass codes stay out of the logs', () => {
  it('replaces the value of review= wherever it stands, in any case', () => {
    expect(redactPassCode('/?review=K7QX-M2PA-9TRD-4HWE-B6NC&id=abc')).toBe('/?review=[REDACTED]&id=abc');
    expect(redactPassCode('/submit-review?id=abc&REVIEW=k7qxm2pa9trd4hweb6nc')).toBe(
      '/submit-review?id=abc&REVIEW=[REDACTED]',
    );
    expect(redactPassCode('/api/orders?reviewer=x')).toBe('/api/orders?reviewer=x');
    expect(redactPassCode('/api/View/sessions')).toBe('/api/View/sessions');
  });

  it('logs the request as Fastify would otherwise', () => {
    expect(
      serializeRequestForLog({
        method: 'GET',
        url: '/?review=SECRET&id=1',
        host: 'h',
        ip: '10.0.0.1',
        headers: {},
        socket: { remotePort: 5 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/?review=[REDACTED]&id=1',
      version: undefined,
      host: 'h',
      remoteAddress: '10.0.0.1',
      remotePort: 5,
    });
  });
});
