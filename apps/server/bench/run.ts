/** `npm run bench`: every benchmark in turn, each printing its figures. */
await import('./foundation.bench.ts');
await import('./save-tree.bench.ts');
export {};
