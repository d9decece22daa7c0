import { expect } from 'vitest';

/** What `safeParse` gives, in any zod flavour (classic or mini). */
interface SafeParser {
  safeParse(input: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] };
  };
}

function verdict(schema: SafeParser, sample: unknown) {
  const result = schema.safeParse(sample);
  return result.success
    ? { success: true, data: result.data }
    : {
        success: false,
        issues: result.error!.issues.map(({ path, message, code }) => ({ path, message, code })),
      };
}

/**
 * Asserts that two schemas (e.g. a zod/mini rewrite and the classic schema it replaced, issue 32)
 * accept the same samples with the same output and refuse the others with the same issues: path,
 * code and message. Returns the verdicts, so a test can also check a few by hand.
 */
export function expectSameVerdicts(actual: SafeParser, expected: SafeParser, samples: readonly unknown[]) {
  return samples.map((sample) => {
    const got = verdict(actual, sample);
    expect(got, JSON.stringify(sample)).toEqual(verdict(expected, sample));
    return got;
  });
}
