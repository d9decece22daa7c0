import { afterEach, vi } from 'vitest';

/** A test fails on an unexpected console.error (CONVENTIONS "Tests beside the code"). */
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
