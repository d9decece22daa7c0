import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const BUILT_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The flags `npm start` runs Node with (package.json `start:built`; a test holds them equal):
 * young generation semi-spaces of at most 16 MB, as Node 20 sized them. Node 24 sizes them from the
 * heap limit, up to 64 MB, in the main thread and in every worker thread, and a 99,000-lock site's
 * files took the server's RSS from 540 to 850 MB (issue 44, decision 0065).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

export interface ServerProcess {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** What it printed, for a failing test to show. */
  output: string[];
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts Keyplan as its own process, as `npm start` does: `node apps/server/dist/main.js` when
 * `built` (after `npm run build`), else `src/main.ts` through tsx; either with {@link SERVER_NODE_FLAGS}. `env` is the whole environment
 * beyond PATH and HOME.
 */
export function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  { built = false }: { built?: boolean } = {},
): ServerProcess {
  const args = [...SERVER_NODE_FLAGS, ...(built ? [BUILT_MAIN] : ['--import', 'tsx', MAIN])];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, url: `http://127.0.0.1:${port}`, port, child, output, exited };
}

/** Waits until `GET /readyz` answers 200, or throws with what the process printed. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`${server.name} exited while starting:\n${server.output.join('')}`);
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${server.name} was not ready after ${timeoutMs} ms:\n${server.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
