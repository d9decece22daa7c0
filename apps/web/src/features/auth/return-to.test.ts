import { describe, expect, it } from 'vitest';
import { returnToFromState, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each(['/', '/set?ccid=12', '/submit-review?review=x&id=y'])('keeps the app path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each(['https://evil.example.com', '//evil.example.com', '/\\evil.example.com', 'set', 42, null])(
    'replaces %s with /',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it('reads returnTo from the sign-in state', () => {
    expect(returnToFromState({ returnTo: '/key-system' })).toBe('/key-system');
    expect(returnToFromState(undefined)).toBe('/');
  });
});
