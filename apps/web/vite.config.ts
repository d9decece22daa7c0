import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Keyplan server (apps/server) that `vite dev` forwards API, config and sign-in calls to. */
const SERVER = 'http://localhost:3000';

const proxy = Object.fromEntries(
  ['/api', '/config.json', '/oauth2', '/interaction'].map((prefix) => [prefix, { target: SERVER }]),
);

/**
 * Long-lived libraries go to their own chunks, so a release that changes only app code leaves
 * them cached. Application Insights is not listed: it is imported on demand and stays lazy.
 */
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(id))
    return 'react';
  if (
    /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|react-is|clsx|hoist-non-react-statics|@babel)[\\/]/.test(
      id,
    )
  )
    return 'mui';
  if (/node_modules[\\/](@tanstack|zod|oidc-client-ts|jwt-decode|react-toastify)[\\/]/.test(id)) return 'libs';
  return null;
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: vendorChunk, debugName: 'vendor' }] } },
    },
  },
  server: { proxy },
  preview: { proxy },
});
