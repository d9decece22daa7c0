import { defineConfig } from 'vitest/config';

/**
 * The long run of the model-based check of an installed lock system (issue 42, decision 0053):
 * random sequences of every operation through the API on SQLite and PostgreSQL, each step followed
 * by the installed system's invariants. `npm run test:model` runs 2,000 sequences per database
 * (MODEL_RUNS, MODEL_STEPS, MODEL_SEED, MODEL_PATH, MODEL_SHRINK=0); `npm test` runs 200.
 */
export default defineConfig({
  test: {
    name: 'model',
    include: ['apps/server/src/**/*.model-check.ts'],
    environment: 'node',
    setupFiles: ['apps/server/test-support/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
