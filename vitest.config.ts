import { defineConfig } from 'vitest/config';
import { NO_PARSER_ALIAS, textCatalogs } from './apps/web/text-catalogs.ts';

/** Test tiers as Vitest projects: pure domain, server (API and services), the model-based check, web components, and the lint rules. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test-support/**/*.test.ts',
            'apps/server/bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['apps/server/test-support/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Issue 42: random sequences of every operation on an installed system (MODEL_RUNS, 200 per database here).
        test: {
          name: 'model',
          include: ['apps/server/src/**/*.model-check.ts'],
          environment: 'node',
          setupFiles: ['apps/server/test-support/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The web app's catalogs compiled and formatted as in the browser (issue 48).
        plugins: [textCatalogs()],
        resolve: { alias: [NO_PARSER_ALIAS] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/vitest.setup.ts'],
          // Rendering whole screens in jsdom is slow on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
