import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's answers (JSON, text) for clients that accept it (issue 14): a system of
 * 1,000 lock sets is about 1 MB of JSON and some 60 KB in brotli. Brotli at quality 4 and gzip at
 * level 6 keep the cost per answer in milliseconds (brotli's default, 11, is for build time).
 * The web app's files are precompressed at build time and sent as they are (web-app.ts); answers
 * that already name an encoding, and types that do not compress (PDF, XLSX), are left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
