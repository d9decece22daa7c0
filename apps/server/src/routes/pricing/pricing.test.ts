import { pricingSchema } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe('GET /price-books/{currency}', () => {
  const api = useTestApp();

  it('answers the seeded price book and the quantity tiers', async () => {
    const response = await api.app.inject({ url: '/api/price-books/EUR', headers: api.staff });
    expect(response.statusCode).toBe(200);
    const pricing = pricingSchema.parse(response.json());
    expect(pricing.priceBook).toEqual(DEMO_CATALOG.priceBooks.EUR);
    expect(pricing.quantityTiers).toEqual(DEMO_CATALOG.quantityTiers);
  });

  it('answers 404 for a currency without a book and 400 for a malformed one', async () => {
    expect((await api.app.inject({ url: '/api/price-books/JPY', headers: api.staff })).statusCode).toBe(404);
    const bad = await api.app.inject({ url: '/api/price-books/usd', headers: api.staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['currency: must be a three-letter currency code']);
  });
});
