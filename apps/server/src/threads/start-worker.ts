import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread `name` (`<name>.worker.ts` beside `from`, the caller's
 * `import.meta.url`): beside the bundle (dist/<name>.worker.js) when built; run from source (tests,
 * `npm run dev`), the TypeScript file loaded through tsx, which the worker registers first (a
 * worker thread does not inherit the parent's module hooks).
 */
export function startWorker(from: string, name: string, workerData?: unknown): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.worker.js`, from), { workerData });
  const source = new URL(`./${name}.worker.ts`, from).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, workerData },
  );
}
