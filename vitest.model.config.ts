import { defineConfig } from 'vitest/config';

/**
 * The model-based check of an installed lock system (issue 42, decision 0053): random sequences of
 * every operation through the API on SQLite and PostgreSQL, each step followed by the installed
 * system's invariants. `npm run test:model` (MODEL_RUNS, MODEL_STEPS, MODEL_SEED, MODEL_SHRINK=0).
 * Not part of `npm test` yet: it still finds the cases listed in decision 0053.
 */
export default defineConfig({
  test: {
    name: 'model',
    include: ['apps/server/src/**/*.model-check.ts'],
    environment: 'node',
    setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
