import { useNavigate } from 'react-router';
import { resolveErrorPageTexts } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { ErrorContent } from '../components/errors/error-content.tsx';
import { errorPageWords, errorText } from '../components/errors/error-text.ts';
import { useText } from '../i18n/use-text.ts';
import { useReadOnly } from '../stores/read-only-store.ts';

/**
 * Any unknown path: the error screen with status 404. Unlike /error it does not send signed-out
 * visitors to /, because a wrong address says nothing about who is signed in — the button leads
 * on to Customer Search (and so to sign-in) anyway.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useText(errorText);
  const { title, message } = resolveErrorPageTexts({ status: 404 }, { readOnly: useReadOnly() });
  return (
    <ErrorContent
      title={errorPageWords(t, title)}
      message={errorPageWords(t, message)}
      onGoToCustomerSearch={() => void navigate(paths.customerSearch.getHref())}
    />
  );
}

export default NotFoundPage;
