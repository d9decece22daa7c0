import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import {
  createRecordingTelemetry,
  json,
  mockFetch,
  renderRoutes,
  staffMe,
  storeSignedInUser,
} from '../testing/test-utils.tsx';
import { AppErrorBoundary } from '../components/errors/app-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundaries', () => {
  it('AppErrorBoundary shows the error screen and reports the component stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { telemetry, sink } = createRecordingTelemetry();
    render(
      <AppErrorBoundary telemetry={telemetry}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown Error' })).toBeInTheDocument();
    expect(
      screen.getByText('There was an unexpected error. If this continues, please contact a system administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Customer Search' })).toBeInTheDocument();
    expect(sink.exception).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      'error',
      expect.objectContaining({ componentStack: expect.stringContaining('Broken') }),
    );
  });

  it('a screen that fails to render shows the error screen inside the app and is reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSignedInUser();
    mockFetch({ 'GET /api/me': () => json(staffMe) });
    const broken: RouteObject[] = [
      {
        element: <AppLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: [{ path: '/broken', element: <Broken /> }] }],
      },
    ];
    const { sink } = renderRoutes({ routes: broken, initialEntries: ['/broken'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The report is sent from an effect after the error screen paints.
    await waitFor(() =>
      expect(sink.exception).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'render failed' }),
        'error',
        expect.any(Object),
      ),
    );
  });
});
