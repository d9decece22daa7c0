import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../testing/customer-test-utils.tsx';
import { json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../../../testing/test-utils.tsx';
import { SESSION_KEY, readSession, useSession } from '../../../stores/session-store.ts';
import { useSessionCustomer } from './use-session-customer.ts';

function Header() {
  useSessionCustomer(true);
  const { ccid, customer } = useSession();
  return <p>Customer {customer ? `${customer.name} (${ccid})` : ccid}</p>;
}

describe('useSessionCustomer', () => {
  it('puts the customer of a CCID-only session back by name (a system opened by its number, then reloaded)', async () => {
    storeSignedInUser();
    const lyon = buildCustomer({ ccid: '0000300002', name: 'Lyon Pharmaceutique SA', salesArea: 'EU10' });
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ccid: lyon.ccid, customer: null, orderID: 'order-1' }));
    mockFetch({ 'GET /api/me': () => json(staffMe), 'GET /api/customers/0000300002': () => json(lyon) });
    renderRoutes({ routes: [{ path: '/', element: <Header /> }] });

    expect(await screen.findByText('Customer Lyon Pharmaceutique SA (0000300002)')).toBeInTheDocument();
    await waitFor(() =>
      expect(readSession()).toMatchObject({
        ccid: '0000300002',
        orderID: 'order-1',
        customer: { ccid: '0000300002', name: 'Lyon Pharmaceutique SA', salesArea: 'EU10' },
      }),
    );
  });
});
