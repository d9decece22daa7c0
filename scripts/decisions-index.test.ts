import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = resolve(import.meta.dirname, '../docs/decisions');

describe('the decisions index', () => {
  it('lists every decision record, in number order, under its own title', () => {
    const records = readdirSync(DECISIONS)
      .filter((file) => /^\d{4}-.+\.md$/.test(file) && file !== '0000-template.md')
      .sort();
    const index = readFileSync(resolve(DECISIONS, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \|/gm)].map((match) => ({
      file: match[2]!,
      title: match[3]!,
    }));
    expect(listed.map((entry) => entry.file)).toEqual(records);
    for (const { file, title } of listed) {
      const heading = readFileSync(resolve(DECISIONS, file), 'utf8').split('\n')[0]!;
      expect(heading.replace(/^#\s*\d+\.\s*/, '')).toBe(title);
    }
  });
});
