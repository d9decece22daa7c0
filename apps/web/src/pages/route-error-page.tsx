import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { resolveErrorPage } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { renderErrorTexts } from '../components/errors/app-error-boundary.tsx';
import { ErrorContent } from '../components/errors/error-content.tsx';
import { useTelemetry } from '../lib/telemetry-context.tsx';
import { useReadOnly } from '../stores/read-only-store.ts';

/**
 * The router's errorElement (SPEC §2 "An error boundary shows the error screen for unhandled
 * render errors"): shows the error screen and reports the error (SPEC §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const telemetry = useTelemetry();
  const readOnly = useReadOnly();
  const isResponse = isRouteErrorResponse(error);

  useEffect(() => {
    if (isResponse && error.status === 404) return;
    telemetry.error(error, { source: 'RouteErrorPage' });
  }, [error, isResponse, telemetry]);

  const { title, message } = isResponse ? resolveErrorPage({ status: error.status }, { readOnly }) : renderErrorTexts();
  return (
    <ErrorContent
      title={title}
      message={message}
      onGoToCustomerSearch={() => void navigate(paths.customerSearch.getHref())}
    />
  );
}

export default RouteErrorPage;
