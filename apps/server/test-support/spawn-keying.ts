import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs `npm run keying` (cli/keying.ts through tsx) as a person would, with only PATH in its environment. */
export function spawnKeying(args: string[]) {
  const script = fileURLToPath(new URL('../src/cli/keying.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
  return spawnSync(tsx, [script, ...args], { env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 20_000 });
}
