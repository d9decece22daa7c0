import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = '<!doctype html><title>Keyplan</title><div id="root"></div>';

/** A built web app as the build leaves it: each text file with its .br and .gz beside it, one without. */
function builtRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'keyplan-web-'));
  mkdirSync(join(root, 'assets'));
  const files = { 'index.html': INDEX, 'assets/app-1234.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(root, name), text);
    writeFileSync(join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(root, 'assets/small-1234.css'), 'body{margin:0}');
  return root;
}

describe('the web app is served precompressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerWebApp(app, { root: builtRoot(), apiBase: '/api' });
  });
  afterAll(async () => app.close());

  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    app.inject({ url, headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends brotli to a browser that accepts it, with Vary: Accept-Encoding', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-1234.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, or where no compressed copy exists', async () => {
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    const small = await get('/assets/small-1234.css', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('body{margin:0}');
  });

  it('sends index.html compressed for a client-side route, never cached', async () => {
    const response = await get('/customer-search', 'br', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });
});
