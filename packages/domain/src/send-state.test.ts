import { describe, expect, it } from 'vitest';
import { combineSendStates } from './order.ts';

const error = { code: '/IWFND/CM_BEC/004', message: 'temporarily unavailable' };

describe('one send state for all of a system’s messages to SAP', () => {
  it('is null before anything was submitted, and sent when everything was', () => {
    expect(combineSendStates([])).toBeNull();
    expect(
      combineSendStates([
        { state: 'sent', error: null },
        { state: 'sent', error: null },
      ]),
    ).toEqual({
      state: 'sent',
      error: null,
    });
  });

  it('is failed with the message that failed, whatever else is on its way', () => {
    expect(
      combineSendStates([
        { state: 'sent', error: null },
        { state: 'failed', error },
        { state: 'pending', error: null },
      ]),
    ).toEqual({ state: 'failed', error });
  });

  it('is the least advanced otherwise: an engraving update on its way shows', () => {
    expect(
      combineSendStates([
        { state: 'sent', error: null },
        { state: 'pending', error: null },
      ])?.state,
    ).toBe('pending');
    expect(
      combineSendStates([
        { state: 'sending', error: null },
        { state: 'pending', error: null },
      ])?.state,
    ).toBe('sending');
  });
});
