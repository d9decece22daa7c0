import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/language.ts';
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

  it('says it in the language on show (issue 48)', async () => {
    await chooseLanguage('fr-CA');
    expect(linkSalesArea({ salesArea: 'FOO', currency: null }, customer, areas)?.notes).toEqual([
      'Le domaine commercial du lien, «\u00a0FOO\u00a0», n’est pas dans le catalogue\u00a0: le domaine commercial US10 (United States) est utilisé.',
    ]);
    await chooseLanguage('es-MX');
    expect(linkSalesArea({ salesArea: 'US10', currency: 'CAD' }, customer, areas)?.notes).toEqual([
      'La moneda del enlace, “CAD”, no es la moneda del área de ventas US10: los precios están en USD.',
    ]);
  });

  it('is undefined when the catalog has no sales areas', () => {
    expect(linkSalesArea({ salesArea: null, currency: null }, customer, [])).toBeUndefined();
  });
});
