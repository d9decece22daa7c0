import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { parseAnswer } from './load-domain-schemas.ts';

describe('parseAnswer (issue 32)', () => {
  it('checks an answer with the domain schema, loaded on first use, and refuses what it refuses', async () => {
    const colors = [{ id: 'RED', name: 'Red', hex: '#FF0000' }];
    await expect(
      parseAnswer(Promise.resolve(colors), (schemas) => schemas.lookupListSchema('colors')),
    ).resolves.toEqual(colors);
    await expect(
      parseAnswer(Promise.resolve([{ id: 'RED', name: 'Red', hex: 'red' }]), (schemas) =>
        schemas.lookupListSchema('colors'),
      ),
    ).rejects.toMatchObject({ name: 'ZodError', issues: [{ path: [0, 'hex'] }] });
    await expect(
      parseAnswer(Promise.resolve({ orderID: 7 }), (schemas) => schemas.safekeyOrderSchema),
    ).rejects.toMatchObject({ name: 'ZodError' });
  });

  it('passes on the API’s refusal as it came', async () => {
    const refusal = new ApiError(404, { title: 'Not Found' });
    await expect(parseAnswer(Promise.reject(refusal), (schemas) => schemas.pricingSchema)).rejects.toBe(refusal);
  });
});
