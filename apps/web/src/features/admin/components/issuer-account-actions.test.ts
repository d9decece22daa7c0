import { describe, expect, it } from 'vitest';
import type { IssuerAccountSummary } from '@keyplan/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { actionsFor, failureOf, outcomeOf } from './issuer-account-actions.ts';
import { actionLabel, entityLabel } from './audit-labels.ts';

const buildAccount = (overrides: Partial<IssuerAccountSummary> = {}): IssuerAccountSummary => ({
  accountId: 'rep',
  login: 'rep@example.com',
  name: 'Riley Rep',
  roles: ['keyplan-staff'],
  lockedOut: false,
  lockedUntil: null,
  mfaRequired: false,
  passwordExpired: false,
  passwordChanged: null,
  ...overrides,
});

const kinds = (account: IssuerAccountSummary) => actionsFor(account).map((action) => action.label);

describe('what an admin can do for an account (issue 43)', () => {
  it('offers Unlock only while locked out, and Expire password only once', () => {
    expect(kinds(buildAccount())).toEqual(['Send password reset', 'Require second factor', 'Expire password']);
    expect(
      kinds(
        buildAccount({
          lockedOut: true,
          lockedUntil: '2026-11-29T01:00:00Z',
          mfaRequired: true,
          passwordExpired: true,
        }),
      ),
    ).toEqual(['Unlock', 'Send password reset', 'Stop requiring second factor']);
  });

  it('turns the second factor to the other setting', () => {
    const [, , toggle] = actionsFor(buildAccount({ mfaRequired: true, lockedOut: true }));
    expect(toggle!.change).toEqual({ kind: 'signOnPolicy', accountId: 'rep', mfaRequired: false });
  });

  it('says plainly when no link could be sent for want of a verified address', () => {
    const change = { kind: 'passwordReset', accountId: 'rep' } as const;
    const sent = { accountId: 'rep', recipients: [], expiresAt: '2026-11-29T02:00:00Z' };
    expect(outcomeOf('Riley Rep', change, { kind: 'passwordReset', sent })).toContain('no link was sent');
  });

  it('tells a network failure from a refusal, each saying nothing was changed', () => {
    const [action] = actionsFor(buildAccount());
    expect(failureOf('Riley Rep', action!, new ApiError(0, null, 'Failed to fetch'))).toMatch(/could not be reached/);
    expect(failureOf('Riley Rep', action!, new ApiError(403, null))).toMatch(/no longer act as an administrator/);
    expect(failureOf('Riley Rep', action!, new ApiError(500, null, 'Boom'))).toBe(
      'Send password reset for Riley Rep did not work: Boom',
    );
  });

  it('names audit entries in words, and keeps an unknown kind as stored', () => {
    expect(`${entityLabel('issuerAccount')} / ${actionLabel('setSignOnPolicy')}`).toBe(
      'Account / Changed the sign-on policy',
    );
    expect(actionLabel('somethingNew')).toBe('somethingNew');
  });
});
