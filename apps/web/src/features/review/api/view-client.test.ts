import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../lib/api-client.ts';
import { createViewClient, viewPathOf } from './view-client.ts';

describe('viewPathOf', () => {
  it.each([
    ['LookUp/colors', 'View/lookup/colors'],
    ['orders/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11', 'View/orders/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11'],
    ['orders/abc/key-chart', 'View/orders/abc/key-chart'],
    ['orders/abc/confirmation.pdf', 'View/orders/abc/confirmation.pdf'],
    ['orders/abc/confirmation.pdf?language=fr-CA', 'View/orders/abc/confirmation.pdf?language=fr-CA'],
    ['logos/abc', 'View/logos/abc'],
    ['View/orders/abc/pricing', 'View/orders/abc/pricing'],
    ['View/orders/abc/responses', 'View/orders/abc/responses'],
  ])('maps %s to %s', (path, expected) => expect(viewPathOf(path)).toBe(expected));

  it.each(['price-books/USD', 'orders/abc/header', 'orders/abc/confirmation.pdf/x', 'customers/0000100001', 'me'])(
    'opens nothing else (%s)',
    (path) => expect(viewPathOf(path)).toBeNull(),
  );
});

describe('createViewClient', () => {
  it('sends the guest key as View-Authorization and no bearer', async () => {
    const fetchImpl = vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    await createViewClient({ baseUrl: '/api', guestKey: 'g-1', fetchImpl }).request('LookUp/colors');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/View/lookup/colors');
    const headers = new Headers(init.headers);
    expect(headers.get('View-Authorization')).toBe('g-1');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('refuses writes and staff paths without calling the API', async () => {
    const fetchImpl = vi.fn();
    const client = createViewClient({ baseUrl: '/api', guestKey: 'g-1', fetchImpl });
    await expect(client.request('orders/abc', { method: 'PUT', body: {} })).rejects.toSatisfy((error) =>
      isApiError(error, 403),
    );
    await expect(client.request('price-books/USD')).rejects.toSatisfy((error) => isApiError(error, 403));
    await expect(client.request('View/orders/abc/pricing', { method: 'POST', body: {} })).rejects.toSatisfy((error) =>
      isApiError(error, 403),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("lets the customer's approval and comments through, and nothing else that writes", async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    const client = createViewClient({ baseUrl: '/api', guestKey: 'g-1', fetchImpl });
    await client.request('View/orders/abc/approvals', { method: 'POST', body: { name: 'Dana' } });
    await client.request('View/orders/abc/comments', { method: 'POST', body: { name: 'Dana', text: 'x' } });
    expect((fetchImpl.mock.calls as unknown as [string][]).map(([url]) => url)).toEqual([
      '/api/View/orders/abc/approvals',
      '/api/View/orders/abc/comments',
    ]);
  });
});
