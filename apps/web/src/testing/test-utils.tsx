/**
 * Test helpers of the web app: a runtime config, a recording telemetry, a stored OIDC session,
 * a fetch double, and rendering of routes inside the real providers with a memory router.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import { createTelemetry, type RuntimeConfig, type TelemetrySink } from '@keyplan/domain';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createUserManager, type UserManagerClient } from '../features/auth/user-manager.ts';

export function buildConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    issuer: 'http://localhost:3000/oauth2/default',
    clientId: 'keyplan-web',
    apiBase: '/api',
    telemetryConnectionString: null,
    faqUrl: null,
    debug: false,
    uiVersion: '20241018',
    myAccount: null,
    // The redirect to the issuer's page, unless a test asks for the app's own sign-in page.
    authnApi: false,
    ...overrides,
  };
}

/** Key under which oidc-client-ts keeps the user (prefix 'oidc.'), written out: the app must read the library's own key. */
export const userStorageKey = (config: RuntimeConfig = buildConfig()) =>
  `oidc.user:${config.issuer}:${config.clientId}`;

/** Puts a signed-in staff session into localStorage, as the sign-in callback would. */
export function storeSignedInUser(
  config: RuntimeConfig = buildConfig(),
  email = 'sam.staff@example.com',
  expiresInSeconds = 3600,
): void {
  const now = Math.floor(Date.now() / 1000);
  const user = new User({
    id_token: 'test-id-token',
    access_token: 'test-access-token',
    token_type: 'Bearer',
    scope: 'openid profile email',
    profile: {
      iss: config.issuer,
      aud: config.clientId,
      sub: 'staff-1',
      iat: now,
      exp: now + expiresInSeconds,
      email,
      name: 'Sam Staff',
    },
    expires_at: now + expiresInSeconds,
  });
  localStorage.setItem(userStorageKey(config), user.toStorageString());
}

export function createRecordingTelemetry() {
  const sink = { trace: vi.fn(), exception: vi.fn(), event: vi.fn() } satisfies TelemetrySink;
  return { sink, telemetry: createTelemetry(sink) };
}

export type Handler = (request: {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const problem = (status: number, title: string) =>
  new Response(JSON.stringify({ title, status, detail: title, instance: '/api', traceID: 'trace-1', code: 'test' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export const staffMe = {
  email: 'sam.staff@example.com',
  name: 'Sam Staff',
  roles: ['keyplan-staff'],
  isStaff: true,
  isAdmin: false,
};

/** Replaces fetch with a handler of `METHOD path` keys; anything else answers 404. */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = routes[`${method} ${url.pathname}`];
    return handler
      ? handler({ url: url.href, method, body, headers: new Headers(init.headers) })
      : problem(404, 'Not Found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface RenderRoutesOptions {
  routes: RouteObject[];
  initialEntries?: Array<string | { pathname: string; search?: string; state?: unknown }>;
  config?: RuntimeConfig;
  /** Adjusts the real sign-in client before rendering, e.g. to stub the sign-in redirect. */
  prepareUserManager?: (userManager: UserManagerClient) => void;
}

/** Renders routes in the app's providers; returns the router to inspect where it went. */
export function renderRoutes({
  routes,
  initialEntries = ['/'],
  config = buildConfig(),
  prepareUserManager,
}: RenderRoutesOptions) {
  const { telemetry, sink } = createRecordingTelemetry();
  const userManager = createUserManager(config, 'http://localhost:3000');
  prepareUserManager?.(userManager);
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <AppProvider config={config} telemetry={telemetry} userManager={userManager} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, sink, userManager };
}
