/** `npm run bench`: every benchmark in turn, each printing its figures. */
await import('./foundation.bench.ts');
await import('./api-throughput.bench.ts');
await import('./hardening.bench.ts');
await import('./save-tree.bench.ts');
await import('./keying.bench.ts');
await import('./key-codes.bench.ts');
export {};
