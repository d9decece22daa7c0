import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
/** Fixtures of the customer screens' tests: customers, a fake customers API and the routes. */
import { Outlet, useLocation, type RouteObject } from 'react-router';
import type { Customer, SalesArea } from '@keyplan/domain';
import { UnsavedChangesProvider } from '../components/unsaved-changes/unsaved-changes-provider.tsx';
import AddCustomerPage from '../pages/add-customer-page.tsx';
import CustomerSearchPage from '../pages/customer-search-page.tsx';
import { json, type Handler } from './test-utils.tsx';

export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    ccid: '0000100001',
    name: 'Acme Chemical Works',
    address: { street: '1200 Industrial Pkwy', city: 'Houston', region: 'TX', postalCode: '77029', country: 'US' },
    salesArea: 'US10',
    contacts: [{ firstName: 'Dana', lastName: 'Whitfield', email: 'dana@acme.example', phone: null }],
    language: 'en-US',
    createdAt: '2024-10-18T00:00:00.000Z',
    ...overrides,
  };
}

/** Acme plus `count` more, 'Plant 01' … in Springfield. */
export function buildCustomers(count: number): Customer[] {
  const plants = Array.from({ length: count }, (_item, index) => {
    const number = String(index + 1).padStart(2, '0');
    return buildCustomer({
      ccid: `00002000${number}`,
      name: `Plant ${number}`,
      address: { street: `${number} Main St`, city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
    });
  });
  return [buildCustomer(), ...plants];
}

export const SALES_AREAS: SalesArea[] = DEMO_CATALOG.lookups.salesareas.filter((area) =>
  ['US10', 'EU10'].includes(area.id),
);

/** GET /api/customers over `customers`, as the server answers: ccid, name or city, any case. */
export function searchHandler(customers: Customer[]): Handler {
  return ({ url }) => {
    const params = new URL(url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 20);
    const matches = customers.filter((customer) =>
      [customer.ccid, customer.name, customer.address.city].some((field) => field.toLowerCase().includes(query)),
    );
    return json({
      items: matches.slice((page - 1) * pageSize, page * pageSize),
      total: matches.length,
      page,
      pageSize,
    });
  };
}

/** A problem answer with field errors, as the server's error handler writes it. */
export function problemResponse(status: number, detail: string, errors?: string[]) {
  return new Response(
    JSON.stringify({
      title: 'Error',
      status,
      detail,
      instance: '/api/customers',
      traceID: 'trace-1',
      code: 'TEST',
      errors,
    }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  );
}

function SystemStartStub() {
  const location = useLocation();
  return (
    <>
      <h1>System Start</h1>
      <p>{location.pathname}</p>
    </>
  );
}

/** The two screens, and a stand-in System Start, inside the unsaved-changes guard as in the app. */
export const customerRoutes: RouteObject[] = [
  {
    element: (
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    ),
    children: [
      { path: '/customer-search', element: <CustomerSearchPage /> },
      { path: '/add-customer', element: <AddCustomerPage /> },
      { path: '/system-start', element: <SystemStartStub /> },
    ],
  },
];
