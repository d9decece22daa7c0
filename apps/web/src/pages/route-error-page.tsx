import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { resolveErrorPageTexts } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { ErrorContent } from '../components/errors/error-content.tsx';
import { errorPageWords, errorText } from '../components/errors/error-text.ts';
import { useText } from '../i18n/use-text.ts';
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
  const t = useText(errorText);
  const isResponse = isRouteErrorResponse(error);

  useEffect(() => {
    if (isResponse && error.status === 404) return;
    telemetry.error(error, { source: 'RouteErrorPage' });
  }, [error, isResponse, telemetry]);

  const texts = isResponse ? resolveErrorPageTexts({ status: error.status }, { readOnly }) : null;
  return (
    <ErrorContent
      // An unhandled render error: 'Unknown Error' and the catalogue's fallback (SPEC §8).
      title={texts ? errorPageWords(t, texts.title) : t('defaultTitle')}
      message={texts ? errorPageWords(t, texts.message) : t('fallbackMessage')}
      onGoToCustomerSearch={() => void navigate(paths.customerSearch.getHref())}
    />
  );
}

export default RouteErrorPage;
