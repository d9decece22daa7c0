import { describe, expect, it } from 'vitest';
import { messageOf } from './authn-client.ts';

describe('messageOf (the provider’s and the SDK’s errors in words)', () => {
  it('words the codes the issuer’s page words, and names each broken rule Okta gives in errorCauses', () => {
    expect(messageOf({ errorCode: 'E0000004', errorSummary: 'Authentication failed', errorCauses: [] })).toBe(
      'Incorrect email or password.',
    );
    expect(messageOf({ errorCode: 'E0000068', errorSummary: 'Invalid Passcode/Answer' })).toBe(
      'That code is not right. Check the latest message we sent and try again.',
    );
    const policy = {
      errorCode: 'E0000080',
      errorSummary: 'The password does not meet the complexity requirements of the current password policy.',
      errorCauses: [
        { errorSummary: 'Password requirements were not met.' },
        { errorSummary: 'Password cannot be your current password.' },
      ],
    };
    expect(messageOf(policy)).toBe('Password requirements were not met. Password cannot be your current password.');
    expect(messageOf(new Error('The poll was stopped by the sdk'))).toBe('The poll was stopped by the sdk');
    expect(messageOf(undefined)).toBe('Sign-in failed. Please try again.');
  });
});
