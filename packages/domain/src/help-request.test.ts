import { describe, expect, it } from 'vitest';
import { helpRequestSchema, isFilled } from './help-request.ts';

const valid = {
  userEmail: { email: 'rep@example.com' },
  summary: 'Cannot save',
  description: 'The save button does nothing.',
  ccid: null,
  sapOrderNumber: null,
  designId: null,
  currentScreen: '/customer-search',
};

describe('help request', () => {
  it('accepts a complete request', () => {
    expect(helpRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each(['', '   ', '\n\t'])('treats %j as blank', (text) => {
    expect(isFilled(text)).toBe(false);
    const result = helpRequestSchema.safeParse({ ...valid, summary: text });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['summary']);
  });

  it('refuses a user without an email address', () => {
    const result = helpRequestSchema.safeParse({ ...valid, userEmail: { email: 'rep' } });
    expect(result.error?.issues[0]?.path).toEqual(['userEmail', 'email']);
  });
});
