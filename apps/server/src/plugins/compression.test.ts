import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, registerCompression } from './compression.ts';

const BIG = {
  lockSets: Array.from({ length: 200 }, (_, index) => ({ lockSetName: `LOCK SET ${index}`, colorID: 'RED' })),
};

describe('API answers are compressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/big', async () => BIG);
    app.get('/small', async () => ({ ok: true }));
    app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 1)));
  });
  afterAll(async () => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, and the same JSON comes out', async () => {
    const response = await get('/big', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(BIG);
  });

  it('sends gzip to a client that takes only gzip, and plain JSON to one that names no encoding', async () => {
    const gzipped = await get('/big', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(BIG);
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG);
  });

  it(`leaves answers under ${COMPRESSION_THRESHOLD} bytes and types that do not compress as they are`, async () => {
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/pdf', 'br')).headers['content-encoding']).toBeUndefined();
  });
});
