import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Telemetry } from '@keyplan/domain';
import { textNow } from '../../i18n/use-text.ts';
import { ErrorContent } from './error-content.tsx';
import { errorText } from './error-text.ts';

interface Props {
  telemetry: Telemetry;
  children: ReactNode;
}

/**
 * Texts for an unhandled render error: 'Unknown Error' and the catalogue's fallback (SPEC §8), in
 * the language on show (an error boundary renders outside the hooks' reach).
 */
export function renderErrorTexts() {
  const t = textNow(errorText);
  return { title: t('defaultTitle'), message: t('fallbackMessage') };
}

/**
 * Last line of defence around the whole app (SPEC §2, §8): an unhandled render error shows the
 * error screen and is reported with its component stack. Errors inside routes are caught by the
 * router's errorElement first; this one catches the providers and the router itself.
 */
export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.telemetry.error(error, { source: 'AppErrorBoundary', componentStack: info.componentStack ?? '' });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const { title, message } = renderErrorTexts();
    // Outside the router: a full page load is the safe way back.
    return (
      <ErrorContent
        title={title}
        message={message}
        onGoToCustomerSearch={() => window.location.assign('/customer-search')}
      />
    );
  }
}
