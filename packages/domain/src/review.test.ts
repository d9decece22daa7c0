import { describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as S } from './status.ts';
import {
  REVIEW_MESSAGES,
  groupPassCode,
  normalizePassCode,
  reviewAccessAllowed,
  reviewSessionRequestSchema,
} from './review.ts';

describe('review pass codes', () => {
  it('accepts a code grouped or not, in any case, with the letters Crockford reads as digits', () => {
    const canonical = 'K7QXM2PA9TRD4HWEB6NC';
    for (const typed of [
      'K7QX-M2PA-9TRD-4HWE-B6NC',
      'k7qx-m2pa-9trd-4hwe-b6nc',
      'k7qxm2pa9trd4hweb6nc',
      ' K7QX M2PA 9TRD 4HWE B6NC ',
    ]) {
      expect(normalizePassCode(typed)).toBe(canonical);
    }
    expect(normalizePassCode('O0IL-0000-0000-0000-0000')).toBe('00110000000000000000');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of [
      '',
      'K7QX-M2PA',
      'K7QX-M2PA-9TRD-4HWE-B6NCX',
      'U7QX-M2PA-9TRD-4HWE-B6NC',
      'K7QX_M2PA_9TRD_4HWE_B6NC',
    ]) {
      expect(normalizePassCode(typed)).toBeNull();
    }
  });

  it('groups a code in fours for reading aloud', () => {
    expect(groupPassCode('K7QXM2PA9TRD4HWEB6NC')).toBe('K7QX-M2PA-9TRD-4HWE-B6NC');
  });
});

describe('who may open an order', () => {
  it('opens any status but Deleted by pass code, only orders past Ready by customer link', () => {
    expect(reviewAccessAllowed('passCode', [S.Created])).toBe(true);
    expect(reviewAccessAllowed('passCode', [S.Canceled])).toBe(true);
    expect(reviewAccessAllowed('passCode', [S.Deleted])).toBe(false);
    expect(reviewAccessAllowed('passCode', [])).toBe(false);
    for (const status of [S.Submitted, S.Completed, S.QuoteSubmitted])
      expect(reviewAccessAllowed('customerLink', [status])).toBe(true);
    for (const status of [S.Created, S.Started, S.Ready, S.Deleted, S.Canceled])
      expect(reviewAccessAllowed('customerLink', [status])).toBe(false);
    expect(reviewAccessAllowed('customerLink', [S.Submitted, S.Ready])).toBe(false);
  });
});

describe('the session request', () => {
  it('takes exactly one of a pass code and a SAP order number', () => {
    expect(reviewSessionRequestSchema.safeParse({ id: 'x', review: 'code' }).success).toBe(true);
    expect(reviewSessionRequestSchema.safeParse({ id: 'x', sapOrderNumber: '4711' }).success).toBe(true);
    expect(reviewSessionRequestSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(reviewSessionRequestSchema.safeParse({ id: 'x', review: 'code', sapOrderNumber: '4711' }).success).toBe(
      false,
    );
  });

  it('says how long to wait in whole minutes', () => {
    expect(REVIEW_MESSAGES.tooManyAttempts(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(REVIEW_MESSAGES.tooManyAttempts(15)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
