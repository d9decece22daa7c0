import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isQuoteInSap,
  readStartupParameters,
  resolveStartup,
  startupProblems,
  type StartupDecision,
} from './startup.ts';

const resolve = (search: string, quoting = true, path = '/') =>
  resolveStartup(path, readStartupParameters(search), quoting);
const values = (decision: StartupDecision) => ('values' in decision ? decision.values : undefined);

describe('readStartupParameters', () => {
  it.each([
    ['sapordernumber=1', 'sapOrderNumber'],
    ['orderid=1', 'sapOrderNumber'],
    ['linenumber=1', 'lineNumber'],
    ['saplinenumber=1', 'lineNumber'],
    ['sapquotenumber=1', 'quoteNumber'],
    ['quotenumber=1', 'quoteNumber'],
    ['po=1', 'poNumber'],
    ['ponumber=1', 'poNumber'],
    ['ccid=1', 'ccid'],
    ['review=1', 'review'],
    ['designid=1', 'designId'],
    ['currency=1', 'currency'],
    ['salesarea=1', 'salesArea'],
    ['id=1', 'id'],
    ['SapOrderNumber=1', 'sapOrderNumber'],
  ])('reads %s as %s', (search, parameter) => {
    expect(readStartupParameters(search)).toEqual({ [parameter]: '1' });
  });

  it('ignores parameters it does not know', () => {
    expect(readStartupParameters('utm_source=mail&x=1')).toEqual({});
  });
});

describe('resolveStartup (SPEC §4)', () => {
  it('sends / without parameters to customer search', () => {
    expect(resolve('')).toEqual({ kind: 'customer-search' });
    expect(resolve('', true, '/key-system')).toEqual({ kind: 'default' });
  });

  it('case 1: review plus id is a read-only guest review', () => {
    expect(resolve('review=ABCD-EFGH&id=order-1&ccid=5')).toEqual({
      kind: 'guest-review',
      readOnly: true,
      passCode: 'ABCD-EFGH',
      orderId: 'order-1',
    });
  });

  it('case 2: an order number with ccid loads for the user, normalised', () => {
    const decision = resolve('ccid=123&sapordernumber=ab12&linenumber=10&po=PO7&currency=usd&salesarea=us10');
    expect(decision).toMatchObject({ kind: 'user-load', readOnly: false });
    expect(values(decision)).toEqual({
      ccid: '0000000123',
      sapOrderNumber: '000000AB12',
      sapLineNumber: '10',
      quoteNumber: null,
      designId: null,
      loadByDesignId: false,
      loadByLineNumber: true,
      isQuote: false,
      orderPONumber: 'PO7',
      currency: 'USD',
      salesArea: 'US10',
    });
  });

  it('case 2: a quote number with ccid loads a quote, uppercased', () => {
    const decision = resolve('ccid=9&quotenumber=q-12');
    expect(decision.kind).toBe('user-load');
    expect(values(decision)).toMatchObject({ quoteNumber: 'Q-12', isQuote: true, sapOrderNumber: null });
  });

  it("case 2: design 'quote' with ccid is a quote", () => {
    expect(values(resolve('ccid=9&designid=QUOTE'))).toMatchObject({ designId: 'quote', isQuote: true });
  });

  it('prepares an empty design id: new with an order number, quote with only a quote number', () => {
    expect(values(resolve('ccid=9&sapordernumber=5&designid='))).toMatchObject({ designId: 'new', isQuote: false });
    expect(values(resolve('ccid=9&quotenumber=Q1&designid='))).toMatchObject({ designId: 'quote', isQuote: true });
    expect(values(resolve('ccid=9&designid='))).toMatchObject({ designId: null });
  });

  it('case 3: ccid alone starts a new order; with a design id it loads or starts a design', () => {
    expect(resolve('ccid=77')).toMatchObject({
      kind: 'new-for-customer',
      values: { ccid: '0000000077', designId: null, loadByDesignId: false },
    });
    expect(resolve('ccid=77&designid=123')).toMatchObject({
      kind: 'new-for-customer',
      values: { designId: '123', loadByDesignId: true },
    });
    expect(resolve('ccid=77&designid=NEW')).toMatchObject({
      kind: 'new-for-customer',
      values: { designId: 'new', loadByDesignId: false },
    });
  });

  it('case 4: id plus order number is a customer link', () => {
    expect(resolve('id=order-9&sapordernumber=42')).toEqual({
      kind: 'customer-link',
      readOnly: true,
      orderId: 'order-9',
      sapOrderNumber: '0000000042',
    });
  });

  it('case 5: anything else loads the default', () => {
    expect(resolve('currency=USD')).toEqual({ kind: 'default' });
    expect(resolve('salesarea=US10&po=7')).toEqual({ kind: 'default' });
  });

  it('says what a customer link lacks instead of sending the customer to the staff sign-in', () => {
    expect(resolve('review=ABCDEF')).toEqual({
      kind: 'incomplete-customer-link',
      problem: expect.stringMatching(/^This review link has a pass code but not the number of the order it opens\./),
    });
    expect(resolve('id=order-9')).toEqual({
      kind: 'incomplete-customer-link',
      problem: expect.stringMatching(/^This review link names an order but not its SAP order number or a pass code\./),
    });
    // A staff link with a ccid is not a customer's: it goes on as before.
    expect(resolve('ccid=5&id=order-9').kind).toBe('new-for-customer');
  });

  it('turns any quote URL away while quoting is off', () => {
    expect(resolve('ccid=9&quotenumber=Q1', false)).toEqual({ kind: 'quoting-disabled' });
    expect(resolve('ccid=9&designid=quote', false)).toEqual({ kind: 'quoting-disabled' });
    expect(resolve('ccid=9&sapordernumber=1', false).kind).toBe('user-load');
  });

  const anyParameters = fc.record(
    {
      ccid: fc.stringMatching(/^\d{0,10}$/),
      sapordernumber: fc.stringMatching(/^[0-9A-Za-z]{0,10}$/),
      review: fc.stringMatching(/^[A-Z0-9]{0,8}$/),
      linenumber: fc.stringMatching(/^\d{0,3}$/),
      designid: fc.constantFrom('', '12', 'new', 'NEW', 'quote'),
      quotenumber: fc.stringMatching(/^[A-Za-z0-9]{0,6}$/),
      id: fc.uuid(),
    },
    { requiredKeys: [] },
  );

  it('holds the case order: a review with an id always wins, then ccid with a number', () => {
    fc.assert(
      fc.property(anyParameters, (parameters) => {
        const search = new URLSearchParams(parameters as Record<string, string>).toString();
        const decision = resolve(search);
        if (parameters.review && parameters.id && !(decision.kind === 'quoting-disabled'))
          expect(decision.kind).toBe('guest-review');
        if (decision.kind === 'customer-link') expect(parameters.ccid ?? '').toBe('');
        if (decision.kind === 'new-for-customer')
          expect([parameters.sapordernumber ?? '', parameters.quotenumber ?? '']).toEqual(['', '']);
      }),
    );
  });

  it('is idempotent: resolving the normalised values again changes nothing', () => {
    fc.assert(
      fc.property(anyParameters, (parameters) => {
        const decision = resolve(new URLSearchParams(parameters as Record<string, string>).toString());
        const first = values(decision);
        if (!first || first.designId === 'quote') return;
        const again: Record<string, string> = { ccid: first.ccid };
        if (first.sapOrderNumber) again.sapordernumber = first.sapOrderNumber;
        if (first.sapLineNumber) again.linenumber = first.sapLineNumber;
        if (first.quoteNumber) again.quotenumber = first.quoteNumber;
        if (first.designId) again.designid = first.designId;
        expect(values(resolve(new URLSearchParams(again).toString()))).toEqual(first);
      }),
    );
  });
});

describe('isQuoteInSap (SPEC §4)', () => {
  it.each([
    [{ isQuote: false, lockSystemStatuses: [5], localQuoteDetailsOrderId: 'a', currentOrderId: 'a' }, false],
    [{ isQuote: true, lockSystemStatuses: [2, 5], localQuoteDetailsOrderId: null, currentOrderId: 'a' }, true],
    [{ isQuote: true, lockSystemStatuses: [2], localQuoteDetailsOrderId: 'a', currentOrderId: 'a' }, true],
    [{ isQuote: true, lockSystemStatuses: [2], localQuoteDetailsOrderId: 'b', currentOrderId: 'a' }, false],
    [{ isQuote: true, lockSystemStatuses: [], localQuoteDetailsOrderId: null, currentOrderId: null }, false],
  ])('%j → %s', (input, expected) => {
    expect(isQuoteInSap(input)).toBe(expected);
  });
});

describe('startupProblems (issue 30)', () => {
  it('finds nothing wrong with sound links, empty values included', () => {
    expect(
      startupProblems(
        readStartupParameters('?ccid=0000100001&sapordernumber=880001&linenumber=10&designid=&po=PO-7&currency=usd'),
      ),
    ).toEqual([]);
    expect(startupProblems(readStartupParameters('?ccid=100004&quotenumber=q-2001'))).toEqual([]);
    expect(startupProblems(readStartupParameters('?ccid=100004&designid=new'))).toEqual([]);
  });

  it('says in a rep’s words what each malformed value is', () => {
    expect(startupProblems(readStartupParameters('?ccid=abc'))).toEqual([
      'The link has a customer number that is not a number (“abc”): customer numbers have 1 to 10 digits.',
    ]);
    expect(
      startupProblems(readStartupParameters('?ccid=100001&sapordernumber=12-ab&linenumber=ten&designid=abc')),
    ).toEqual([
      'The link has a SAP order number SAP does not use (“12-ab”): it has 1 to 10 letters or digits.',
      'The link has a line number that is not a number (“ten”): SAP line numbers have 1 to 6 digits.',
      'The link has a design id that is not a number (“abc”).',
    ]);
  });
});
