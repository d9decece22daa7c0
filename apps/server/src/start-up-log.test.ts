import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../test-support/server-process.ts';
import { freePort } from '../test-support/test-app.ts';

describe('the start-up lines', () => {
  const folder = mkdtempSync(join(tmpdir(), 'keyplan-start-up-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGINT');
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  it('are JSON log lines like every other line on stdout, the demo accounts and the address among them', async () => {
    const port = await freePort();
    const stdout: string[] = [];
    server = startServerProcess('start-up', port, { SQLITE_FILE: join(folder, 'keyplan.sqlite') });
    server.child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
    await waitUntilReady(server);
    await expect.poll(() => stdout.join('').includes('API documentation at'), { timeout: 10_000 }).toBe(true);
    const lines = stdout.join('').split('\n').filter(Boolean);
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string; accounts?: unknown[] });
    const messages = records.map((record) => record.msg);
    expect(messages).toContain(`Keyplan is running at http://localhost:${port}`);
    const signIn = records.find((record) => record.msg.startsWith('Embedded sign-in at'));
    expect(signIn?.msg).toContain('rep@example.com (keyplan-staff)');
    expect(signIn?.msg).toContain('viewer@example.com (no staff role: refused)');
    expect(signIn?.accounts).toHaveLength(4);
  });
});
