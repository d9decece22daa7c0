// Bundles the server into dist/main.js, and its worker threads (the charting file's, customer
// search's on SQLite) into dist/<name>.worker.js beside it: our TypeScript (server and domain) compiled in, npm
// dependencies left external and resolved from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@keyplan/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'chart-file.worker': 'src/rendering/chart-file.worker.ts',
    'customer-search.worker': 'src/customers/customer-search.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
