import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequestForLog } from '../review/log-redaction.ts';
import { logDestination, OneLinePerRequest } from './log-destination.ts';

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

  it('writes a lone line within the flush interval, and lines gathered under load together', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    const destination = logDestination({ fd: openSync(file, 'a'), minLength: 4096, flushEveryMs: 50 });
    destination.write('{"msg":"alone"}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"alone"}\n');
    for (let line = 0; line < 200; line += 1) destination.write(`{"line":${line}}\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(201);
    expect(lines.slice(1).map((line) => (JSON.parse(line) as { line: number }).line)).toEqual([...Array(200).keys()]);
    destination.end();
  });

  it('writes what is gathered at once on flushSync, and takes no line after end', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    const destination = logDestination({ fd: openSync(file, 'a'), minLength: 1 << 20, flushEveryMs: 10_000 });
    destination.write('{"msg":"one"}\n');
    destination.write('{"msg":"two"}\n');
    destination.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n');
    destination.end();
    expect(destination.write('{"msg":"late"}\n')).toBe(false);
    expect(readFileSync(file, 'utf8')).not.toContain('late');
  });

  it('drops lines past maxHeld while the reader is slow, and says how many', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    const destination = logDestination({
      fd: openSync(file, 'a'),
      minLength: 1 << 20,
      flushEveryMs: 10_000,
      maxHeld: 40,
    });
    const line = '{"msg":"twelve chars"}\n';
    expect([destination.write(line), destination.write(line), destination.write(line)]).toEqual([true, false, false]);
    destination.flushSync();
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines[0]).toBe(line.trim());
    expect(JSON.parse(lines[1]!)).toMatchObject({
      level: 40,
      msg: "2 log lines dropped: the log's reader was too slow",
    });
    destination.end();
  });

  it('serves as the logger of a Fastify app: its lines arrive whole', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    const destination = logDestination({ fd: openSync(file, 'a'), flushEveryMs: 20 });
    const app = Fastify({ logger: { level: 'info', stream: destination }, logController: new OneLinePerRequest() });
    app.get('/hello', async () => ({ hello: 'world' }));
    for (let request = 0; request < 50; request += 1) await app.inject({ url: '/hello' });
    await app.close();
    // Written by the timer: a batch under way is the asynchronous write's, which flushSync leaves to it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(50);
    destination.end();
  });
});
