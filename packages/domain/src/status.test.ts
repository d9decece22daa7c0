import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, ORDER_LOCK_SYSTEM_STATUS as S, canTransition, isEditableStatus, statusLabel } from './status.ts';

describe('order lock system status', () => {
  it.each([
    [S.Created, 'Draft'],
    [S.Started, 'Draft'],
    [S.Ready, 'Draft'],
    [S.Submitted, 'Submitted'],
    [S.Completed, 'Completed'],
    [S.QuoteSubmitted, 'QuoteSubmitted'],
    [S.Deleted, 'Deleted'],
    [S.Canceled, 'Canceled'],
  ])('status %i is shown as %s (SPEC §4)', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('follows DESIGN §3', () => {
    expect(canTransition(S.Created, S.Started)).toBe(true);
    expect(canTransition(S.Started, S.Ready)).toBe(true);
    expect(canTransition(S.Ready, S.Submitted)).toBe(true);
    expect(canTransition(S.Ready, S.QuoteSubmitted)).toBe(true);
    expect(canTransition(S.Submitted, S.Completed)).toBe(true);
    expect(canTransition(S.Submitted, S.Canceled)).toBe(true);
    expect(canTransition(S.QuoteSubmitted, S.Canceled)).toBe(true);
    // A failed send SAP never received is reopened for correction (issue 12).
    expect(canTransition(S.Submitted, S.Ready)).toBe(true);
    expect(canTransition(S.QuoteSubmitted, S.Ready)).toBe(true);
    expect(canTransition(S.Completed, S.Ready)).toBe(false);
    expect(canTransition(S.Canceled, S.Ready)).toBe(false);
    expect(canTransition(S.Started, S.Submitted)).toBe(false);
    expect(canTransition(S.Submitted, S.Deleted)).toBe(false);
    expect(canTransition(S.Completed, S.Canceled)).toBe(false);
  });

  it('lets nothing leave Completed, Deleted or Canceled, and never stays in place', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_STATUSES), fc.constantFrom(...ALL_STATUSES), (from, to) => {
        if (from === to || ([S.Completed, S.Deleted, S.Canceled] as number[]).includes(from)) {
          expect(canTransition(from, to)).toBe(false);
        }
        if (to === S.Deleted && canTransition(from, to)) expect(isEditableStatus(from)).toBe(true);
      }),
    );
  });
});
