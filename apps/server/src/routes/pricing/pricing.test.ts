import { pricingSchema } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /price-books/{currency}', () => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp();
    staff = await staffHeaders(testApp);
  });
  afterAll(async () => testApp.close());

  it('answers the seeded price book and the quantity tiers', async () => {
    const response = await testApp.app.inject({ url: '/api/price-books/EUR', headers: staff });
    expect(response.statusCode).toBe(200);
    const pricing = pricingSchema.parse(response.json());
    expect(pricing.priceBook).toEqual(DEMO_CATALOG.priceBooks.EUR);
    expect(pricing.quantityTiers).toEqual(DEMO_CATALOG.quantityTiers);
  });

  it('answers 404 for a currency without a book and 400 for a malformed one', async () => {
    expect((await testApp.app.inject({ url: '/api/price-books/JPY', headers: staff })).statusCode).toBe(404);
    const bad = await testApp.app.inject({ url: '/api/price-books/usd', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['currency: must be a three-letter currency code']);
  });
});
