import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SPEC writes US English ('Lock colors'): no British spelling reaches a person from the app's
 * code. Comments are left out of the check; test names are not read by people.
 */
const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
const BRITISH = /\bcolours?\b/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, resolve(entry.parentPath, entry.name)));
}

/** The code without its comments (block comments, and line comments not inside a URL). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('US English in what people read', () => {
  it('says color, never colour', () => {
    const found = SOURCES.flatMap(sourceFiles).flatMap((file) =>
      [...withoutComments(readFileSync(resolve(ROOT, file), 'utf8')).matchAll(BRITISH)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
