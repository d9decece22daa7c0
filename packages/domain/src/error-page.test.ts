import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorPageStateSchema, problemSchema } from './error-page.ts';
import { ERROR_TEXTS, chartedCustomerErrorState, resolveErrorPage } from './error-texts.ts';
import { expectSameVerdicts } from './testing/same-verdicts.ts';

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

/** The classic schemas the zod/mini ones replaced (issue 32): the oracle of their rules and messages. */
const classicProblem = z.object({
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  traceID: z.string().optional(),
});
const classicErrorPageState = z.object({
  message: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  problem: classicProblem.optional(),
  back: z
    .object({
      path: z.string().regex(/^\/[a-z-]*$/, 'must be a path of the app'),
      label: z.string().min(1),
    })
    .optional(),
});

const problems = [
  {},
  { title: 'Not Found', status: 404, detail: 'No order 7', instance: '/api/orders/7', traceID: 'abc' },
  { title: 'Bad Request', status: 400, code: 'VALIDATION', errors: ['name: is required'] },
  { status: 400.5 },
  { status: '400' },
  { title: 3, detail: null },
  { status: Number.MAX_SAFE_INTEGER + 2 },
  null,
  [],
  'Internal Server Error',
];

describe('problemSchema and errorPageStateSchema (zod/mini)', () => {
  it('read a problem as the classic schema did, with the same messages', () => {
    const verdicts = expectSameVerdicts(problemSchema, classicProblem, problems);
    expect(verdicts.map((verdict) => verdict.success)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('read the error page state as the classic schema did', () => {
    expectSameVerdicts(errorPageStateSchema, classicErrorPageState, [
      ...problems.map((problem) => ({ problem })),
      { title: 'Oops', message: 'Try again', status: 422 },
      { back: { path: '/submit-system', label: 'Back to the order' } },
      { back: { path: 'https://evil.example.com', label: 'Back' } },
      { back: { path: '/submit-system', label: '' } },
      chartedCustomerErrorState(),
      undefined,
    ]);
    expect(errorPageStateSchema.safeParse({ back: { path: 'http://x', label: 'x' } }).error?.issues[0]?.message).toBe(
      'must be a path of the app',
    );
  });
});
