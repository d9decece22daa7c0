import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-process.ts';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags `npm start` runs the built server with, so a test of "the server as npm start runs it" runs that', () => {
    const scripts = (
      JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['start:built']).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });
});
