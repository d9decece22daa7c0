import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequestForLog } from '../review/log-redaction.ts';
import { OneLinePerRequest } from './log-destination.ts';

describe('request log', () => {
  it('writes one line per request, when it is answered, with method, URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { req: serializeRequestForLog } },
      logController: new OneLinePerRequest(),
    });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.inject({ url: '/hello?x=1' });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      req: { method: 'GET', url: '/hello?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});
