import { describe, expect, it } from 'vitest';
import { buildReadyOrder, submissionState } from '../../testing/submission-fixtures.tsx';
import { fieldErrorsOf, progressText, resultText } from './submission-text.ts';

const order = buildReadyOrder();

describe('submission texts', () => {
  it('counts the attempt being made', () => {
    expect(progressText(submissionState(order))).toBe('Waiting to send to SAP…');
    expect(progressText(submissionState(order, { state: 'sending', attempts: 2 }))).toBe(
      'Sending to SAP… attempt 2 of 6',
    );
    expect(progressText(submissionState(order, { state: 'pending', attempts: 1 }))).toBe(
      'Sending to SAP… attempt 2 of 6',
    );
  });

  it("names SAP's number", () => {
    expect(resultText({ kind: 'order', sapOrderNumber: '0000012345', quoteNumber: null })).toBe(
      'SAP order number 0000012345',
    );
    expect(resultText({ kind: 'quote', sapOrderNumber: null, quoteNumber: '0020000077' })).toBe(
      'Quote number 0020000077',
    );
  });

  it('reads field errors of a 400', () => {
    expect(fieldErrorsOf(['tree: is invalid', 3])).toEqual(['tree: is invalid']);
    expect(fieldErrorsOf(undefined)).toEqual([]);
  });
});
