import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { NO_PARSER_ALIAS, textCatalogs } from './text-catalogs.ts';

/** The Keyplan server (apps/server) that `vite dev` forwards API, config and sign-in calls to. */
const SERVER = 'http://localhost:3000';

const proxy = Object.fromEntries(
  ['/api', '/config.json', '/oauth2', '/interaction'].map((prefix) => [prefix, { target: SERVER }]),
);

/**
 * React and its router, needed by every screen and long-lived, go to their own chunk, so a release
 * that changes only app code leaves it cached. The UI library and the other libraries are not
 * grouped: one chunk of all of MUI made the first screen load every component of every screen;
 * split by use, each screen loads what it renders (issue 14). Application Insights is imported on
 * demand, only with a connection string, and stays lazy.
 */
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(id))
    return 'react';
  return null;
}

/**
 * Every module the entry imports statically (rolldown's `$initial` tag) in one chunk: all of them
 * load on every first screen anyway, and a dozen small chunks of them, each shared with some lazy
 * screen, cost 2.7 KB gzip more than one (headers, import glue, compression context; issue 48).
 */
const START_CHUNK = { name: 'start', tags: ['$initial' as const] };

export default defineConfig({
  plugins: [textCatalogs(), react(), precompress()],
  resolve: { alias: [NO_PARSER_ALIAS] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: vendorChunk, debugName: 'vendor' }, START_CHUNK],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
