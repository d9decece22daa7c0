import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { linkSalesArea } from './link-sales-area.ts';

const areas = DEMO_CATALOG.lookups.salesareas;
const customer = { salesArea: 'US10' };

describe('linkSalesArea', () => {
  it("uses the link's sales area and currency when the catalog has them, without a word", () => {
    expect(linkSalesArea({ salesArea: 'CA10', currency: 'CAD' }, customer, areas)).toMatchObject({
      area: { id: 'CA10', currency: 'CAD' },
      notes: [],
    });
    expect(linkSalesArea({ salesArea: null, currency: null }, customer, areas)).toMatchObject({
      area: { id: 'US10' },
      notes: [],
    });
  });

  it('says which sales area and currency are used when the link names ones that cannot be', () => {
    expect(linkSalesArea({ salesArea: 'FOO', currency: 'XXX' }, customer, areas)).toEqual({
      area: expect.objectContaining({ id: 'US10' }),
      notes: [
        "The link's sales area “FOO” is not in the catalog: sales area US10 (United States) is used.",
        "The link's currency “XXX” is not the currency of sales area US10: prices are in USD.",
      ],
    });
    expect(linkSalesArea({ salesArea: 'US10', currency: 'CAD' }, customer, areas)?.notes).toEqual([
      "The link's currency “CAD” is not the currency of sales area US10: prices are in USD.",
    ]);
  });

  it('is undefined when the catalog has no sales areas', () => {
    expect(linkSalesArea({ salesArea: null, currency: null }, customer, [])).toBeUndefined();
  });
});
