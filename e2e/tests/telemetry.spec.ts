import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { ADMIN, signIn } from '../support/sign-in.ts';
import { startTelemetryCollector, type Envelope, type TelemetryCollector } from '../support/telemetry-collector.ts';

/**
 * Browser telemetry reaches the endpoint the connection string names (issue 45, SPEC §1): a
 * collector of the spec's own on a loopback port, a server of its own configured with
 * `IngestionEndpoint=http://127.0.0.1:<port>/`, and a person signing in and moving between three
 * screens. The page's CSP used to list Azure's public hosts by hand and refused every POST.
 */

const INSTRUMENTATION_KEY = '5b3c1f0e-8a7d-4e2b-9c61-0f4d2a7e9b13';

let collector: TelemetryCollector;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  collector = await startTelemetryCollector(INSTRUMENTATION_KEY);
  server = await startOwnServer(60_000, {
    TELEMETRY_CONNECTION_STRING: `InstrumentationKey=${INSTRUMENTATION_KEY};IngestionEndpoint=${collector.url}/`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await collector?.stop();
});

const ofType = (baseType: string) => (envelope: Envelope) => envelope.data.baseType === baseType;
const pathOf = (envelope: Envelope) => new URL(String(envelope.data.baseData.url)).pathname;

/** The routes the person visits. */
const SCREENS = ['/customer-search', '/add-customer', '/system-start'];

/**
 * A person reads a screen before moving on. The SDK's route tracking records a page view 500 ms
 * after the address changes, with the address and title of that moment: a faster move would file
 * this screen's view under the next one.
 */
const dwell = (page: Page) => page.waitForTimeout(1500);

test('page views, a warning and an error-boundary exception reach the configured collector, batched', async ({
  browser,
}) => {
  // Two sign-in redirects, three screens, then up to two of the SDK's 15-second batches.
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  // The quoting gate cannot be read (a proxy answering 503): System Start treats it as off and warns.
  await page.route('**/api/features/quoting', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'Service Unavailable', status: 503 }),
    }),
  );

  // 1. Customer Search, after signing in.
  await signIn(page, ADMIN, undefined, { startAt: '/customer-search' });
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Search' })).toBeVisible();
  await dwell(page);

  // 2. Add Customer, and back.
  await page.getByRole('link', { name: 'Add customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Customer' })).toBeVisible();
  await dwell(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/customer-search');
  await dwell(page);

  // 3. System Start for a customer found by search.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('acme');
  await page.getByRole('button', { name: 'Select Acme Chemical Works' }).click();
  await expect(page).toHaveURL('/system-start');
  await expect(page.getByRole('heading', { level: 2, name: 'Acme Chemical Works' })).toBeVisible();
  await dwell(page);

  // The Admin screen's code does not arrive (the network drops): the error boundary shows the error screen.
  await page.route(/\/assets\/admin-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown Error' })).toBeVisible();

  const pageViews = () => collector.envelopes().filter(ofType('PageviewData'));
  const warnings = () =>
    collector
      .envelopes()
      .filter((envelope) => ofType('MessageData')(envelope) && envelope.data.baseData.severityLevel === 2);
  const exceptions = () => collector.envelopes().filter(ofType('ExceptionData'));
  // The SDK sends a batch every 15 seconds.
  const arrived = () => ({
    screens: SCREENS.filter((path) => pageViews().some((view) => pathOf(view) === path)),
    warning: warnings().length > 0,
    exception: exceptions().length > 0,
    // What the browser refused to send, should the page's policy not name the collector.
    refused: refusals.slice(0, 1),
  });
  await expect
    .poll(arrived, { timeout: 90_000, intervals: [1000] })
    .toEqual({ screens: SCREENS, warning: true, exception: true, refused: [] });
  expect(refusals, 'CSP refusals in the console').toEqual([]);

  // Batched: the SDK sends several records per POST, as JSON from the page's origin.
  expect(collector.posts.some((post) => post.envelopes.length > 1)).toBe(true);
  expect(collector.posts.length).toBeLessThan(collector.envelopes().length);
  for (const post of collector.posts) {
    expect(post.origin).toBe(server.url);
    expect(post.contentType).toMatch(/^(application\/json|text\/plain)/);
  }
  for (const envelope of collector.envelopes()) expect(envelope.iKey).toBe(INSTRUMENTATION_KEY);

  // One visit: one session and user for every record.
  expect(new Set(collector.envelopes().map((envelope) => envelope.tags?.['ai.session.id'])).size).toBe(1);

  // A page view per route, filed under its route, with a Keyplan title. Not asserted: which title.
  // The SDK reads document.title 500 ms after the address changes, and a screen whose code takes
  // longer to arrive (System Start here, at times) is named after the screen before it.
  for (const path of SCREENS) {
    const views = pageViews().filter((envelope) => pathOf(envelope) === path);
    expect(views.length, `page views of ${path}`).toBeGreaterThan(0);
    for (const view of views) {
      expect(view.tags?.['ai.operation.name']).toBe(path);
      expect(String(view.data.baseData.name)).toMatch(/^(.+ – )?Keyplan$/);
    }
  }
  const addCustomer = pageViews().find((envelope) => pathOf(envelope) === '/add-customer');
  expect(addCustomer?.data.baseData.properties?.refUri).toBe(`${server.url}/customer-search`);

  // The warning trace, where it happened, with its properties (SPEC §1: warnings go as traces).
  const [warning] = warnings();
  expect(warning?.data.baseData.message).toBe('Feature gate quoting could not be loaded; it reads as off');
  expect(warning?.data.baseData.properties).toEqual({ error: 'ApiError: Service Unavailable' });
  expect(warning?.tags?.['ai.operation.name']).toBe('/system-start');

  // The exception from the error boundary, with its error, level and properties (SPEC §1: errors go as exceptions).
  const exception = exceptions().find((envelope) => envelope.data.baseData.properties?.source === 'RouteErrorPage');
  expect(exception, 'an exception reported by the error boundary').toBeDefined();
  expect(exception?.data.baseData.severityLevel).toBe(3);
  expect(exception?.tags?.['ai.operation.name']).toBe('/admin');
  const [details] = (exception?.data.baseData.exceptions ?? []) as { message?: string; typeName?: string }[];
  expect(details?.typeName).toBe('TypeError');
  expect(details?.message).toMatch(/Failed to fetch dynamically imported module: .*\/assets\/admin-page-/);

  await context.close();
});
