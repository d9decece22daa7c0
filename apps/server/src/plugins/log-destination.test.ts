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

  it('keeps no token, cookie or set-cookie in the lines, of answers and of errors', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { req: serializeRequestForLog } },
      logController: new OneLinePerRequest(),
    });
    app.get('/hello', async (_request, reply) => reply.header('set-cookie', 'session=cookie-secret').send({}));
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    const headers = { authorization: 'Bearer token-secret', cookie: 'session=cookie-secret' };
    await app.inject({ url: '/hello', headers });
    await app.inject({ url: '/broken', headers });
    await app.close();

    expect(lines.join('')).toContain('broken');
    expect(lines.join('')).not.toMatch(/token-secret|cookie-secret/);
  });
});
