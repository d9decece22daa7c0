import { execFileSync } from 'node:child_process';
import {
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequestForLog } from '../review/log-redaction.ts';
import { logDestination, logsWritten, OneLinePerRequest } from './log-destination.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const requestLine = (n: number) => `{"level":30,"time":1,"reqId":"r${n}","msg":"request completed","n":${n}}\n`;

/** A pipe nobody reads, full: a FIFO opened for reading and writing, non-blocking, written until EAGAIN. */
function stalledPipe(): { path: string; fd: number } {
  const path = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'pipe');
  execFileSync('mkfifo', [path]);
  const fd = openSync(path, constants.O_RDWR | constants.O_NONBLOCK);
  // 4096 bytes (PIPE_BUF) go in whole or not at all: the pipe holds whole filler lines.
  const filler = Buffer.from(`${'#'.repeat(4095)}\n`);
  for (;;) {
    try {
      writeSync(fd, filler);
    } catch {
      return { path, fd };
    }
  }
}

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

  it('drops request lines first while the reader is slow, keeps every other line, and counts what it dropped', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    const maxHeld = 2000;
    const destination = logDestination({ fd: openSync(file, 'a'), minLength: 1 << 20, flushEveryMs: 10_000, maxHeld });
    const kept = Math.floor(maxHeld / 2 / requestLine(10).length);
    const requests = Array.from({ length: kept + 5 }, (_, n) => destination.write(requestLine(10 + n)));
    expect(requests.filter(Boolean)).toHaveLength(kept);
    expect(requests.slice(kept)).toEqual([false, false, false, false, false]);
    // Past half, the other lines still go in: the shutdown's line and warnings, up to maxHeld.
    expect(destination.write('{"level":30,"time":1,"msg":"shut down"}\n')).toBe(true);
    const warnings = Array.from({ length: 40 }, () => destination.write('{"level":40,"time":1,"msg":"careful"}\n'));
    expect(warnings.slice(0, 20).every(Boolean)).toBe(true);
    expect(warnings.at(-1)).toBe(false);
    destination.flushSync();
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; dropped?: number; requestLines?: number });
    expect(lines.filter((line) => line.msg === 'shut down')).toHaveLength(1);
    const droppedWarnings = warnings.filter((taken) => !taken).length;
    expect(lines.at(-1)).toMatchObject({
      msg: `${5 + droppedWarnings} log lines dropped: the log's reader was too slow`,
      dropped: 5 + droppedWarnings,
      requestLines: 5,
    });
    destination.end();
  });

  it('gives a stalled reader syncWaitMs at exit, sleeping rather than spinning, and counts what it could not write', () => {
    const { fd } = stalledPipe();
    const destination = logDestination({ fd, minLength: 1 << 20, flushEveryMs: 10_000, syncWaitMs: 400 });
    for (let n = 0; n < 10; n += 1) destination.write(requestLine(n));
    destination.write('{"level":30,"time":1,"msg":"shut down"}\n');
    const started = performance.now();
    const cpu = process.cpuUsage();
    expect(destination.end()).toBe(11);
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(5000);
    // Retrying at once kept a core busy for the whole wait.
    expect((used.user + used.system) / 1000).toBeLessThan(elapsed / 2);
  });

  it('holds the lines while the reader stalls and writes them all, in order, once it reads again', async () => {
    const { path, fd } = stalledPipe();
    const destination = logDestination({ fd, minLength: 4096, flushEveryMs: 10 });
    for (let n = 0; n < 500; n += 1) destination.write(requestLine(n));
    await sleep(300);
    expect(destination.pending).toBe(true);

    const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const chunk = Buffer.alloc(65536);
    let text = '';
    const written = logsWritten(10_000);
    for (let reads = 0; !text.includes('"n":499}') && reads < 1000; reads += 1) {
      try {
        text += chunk.toString('utf8', 0, readSync(reader, chunk));
      } catch {
        await sleep(10);
      }
    }
    expect(await written).toBe(true);
    const numbers = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual([...Array(500).keys()]);
    destination.end();
  });

  it('reopens a file at its path, for log rotation', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    const destination = logDestination({ fd: openSync(file, 'a'), flushEveryMs: 10 });
    destination.write('{"msg":"before"}\n');
    expect(await logsWritten(5000)).toBe(true);
    renameSync(file, `${file}.1`);
    expect(destination.reopen()).toBe(true);
    destination.write('{"msg":"after"}\n');
    expect(await logsWritten(5000)).toBe(true);
    expect(readFileSync(`${file}.1`, 'utf8')).toBe('{"msg":"before"}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"after"}\n');
    destination.end();
  });

  it('keeps the lines of a failed write, and writes them once the file can be written again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'log');
    writeFileSync(file, '');
    // Opened for reading only: every write fails (EBADF), as a full disk or a lost mount would.
    const destination = logDestination({ fd: openSync(file, 'r'), flushEveryMs: 10 });
    destination.write('{"msg":"kept"}\n');
    await sleep(300);
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(destination.pending).toBe(true);
    destination.write('{"msg":"next"}\n');
    expect(destination.reopen()).toBe(true);
    expect(await logsWritten(5000)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"kept"}\n{"msg":"next"}\n');
    destination.end();
  });
});
