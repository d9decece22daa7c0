import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps too (the developer tools fetch them). */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|map|txt|webmanifest)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside every text file of the build, at the strongest settings. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => TEXT_FILE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      // Maps are big and rarely fetched: a faster brotli level for them keeps the build quick.
      const quality = file.endsWith('.map') ? 6 : constants.BROTLI_MAX_QUALITY;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

/**
 * Precompressed copies of the build (brotli and gzip), so the server sends them as they are,
 * with no compression work per request (apps/server/src/plugins/web-app.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'keyplan:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        await precompressFolder(outDir);
      },
    },
  };
}
