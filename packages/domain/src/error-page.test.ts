import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, chartedCustomerErrorState, resolveErrorPage } from './error-page.ts';

const staff = { readOnly: false };
const customer = { readOnly: true };

describe('resolveErrorPage', () => {
  it('falls back to the defaults without state', () => {
    expect(resolveErrorPage(undefined, staff)).toEqual({
      title: 'Unknown Error',
      message: 'An error occurred while loading this page...',
    });
  });

  it.each([
    [400, 'Bad Request (400)', ERROR_TEXTS.fallbackMessage],
    [401, 'Unauthorized (401)', ERROR_TEXTS.fallbackMessage],
    [403, 'Not Authorized', "You don't have permissions to access this site."],
    [404, ERROR_TEXTS.notFoundTitle, ERROR_TEXTS.notFoundMessage],
    [500, ERROR_TEXTS.serverErrorTitle, ERROR_TEXTS.serverErrorMessage],
    [418, 'Unknown Error', ERROR_TEXTS.fallbackMessage],
  ])('status %i reads %s', (status, title, message) => {
    expect(resolveErrorPage({ status }, staff)).toEqual({ title, message });
  });

  it('gives a customer URL Not Recognized for a 401, whatever else the state says', () => {
    expect(resolveErrorPage({ status: 401, title: 'x', message: 'y' }, customer)).toEqual({
      title: 'URL Not Recognized',
      message: 'Unable to authenticate access with the provided link. Please check your link and try again.',
    });
    expect(resolveErrorPage({ problem: { status: 401 } }, customer).title).toBe('URL Not Recognized');
  });

  it('keeps Unauthorized (401) for staff', () => {
    expect(resolveErrorPage({ status: 401 }, staff).title).toBe('Unauthorized (401)');
  });

  it("prefers explicit texts, then a known status's title over the problem's, then the problem object", () => {
    expect(resolveErrorPage({ status: 400, title: 'T', message: 'M' }, staff)).toEqual({
      title: 'T',
      message: 'M',
    });
    expect(resolveErrorPage({ problem: { status: 400, title: 'Bad Request', detail: 'D' } }, staff)).toEqual({
      title: 'Bad Request (400)',
      message: 'D',
    });
    expect(resolveErrorPage({ problem: { status: 409, title: 'Conflict', detail: 'D' } }, staff)).toEqual({
      title: 'Conflict',
      message: 'D',
    });
  });

  it('shows the charted-customer error', () => {
    const texts = resolveErrorPage(chartedCustomerErrorState(), staff);
    expect(texts.message).toMatch(/no charted customer was added to the quote or order in SAP/i);
    expect(texts.message).toMatch(/re-enter it with quantity 1/);
  });
});
